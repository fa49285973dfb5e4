/**
 * "Copy link to this view": without JavaScript a plain link to the page's own address, or to one of
 * its tables (to open, bookmark or copy from the browser's menu); hydrated, a click copies the
 * address the page shows now (a sorted table keeps its view in the URL), with the link's table as
 * its fragment, and says so in a live region for screen readers.
 */
import { useState, type MouseEvent } from 'react';
import { isModifiedClick } from '../../lib/links.ts';

interface Props {
  /** The page's own address, with the fragment of a table on a page of several; the link's target before hydration. */
  href: string;
}

export default function CopyLink({ href }: Props) {
  const [status, setStatus] = useState('');
  const copy = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    const address = new URL(window.location.href);
    const { hash } = new URL(href, address);
    if (hash !== '') address.hash = hash;
    navigator.clipboard.writeText(address.href).then(
      () => {
        setStatus('Copied');
      },
      () => {
        setStatus('Could not copy: the address bar holds the link');
      },
    );
  };
  return (
    <span className="copy-link">
      <a href={href} onClick={copy}>
        Copy link to this view
      </a>
      <span className="copy-status" role="status" aria-live="polite">
        {status}
      </span>
    </span>
  );
}

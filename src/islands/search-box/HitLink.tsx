/** What a search hit shows, in the search box and on the results page: image, highlighted title, subtitle. */
import { useId, type AnchorHTMLAttributes } from 'react';
import './HitLink.css';
import CachedImage from '../cached-image/CachedImage.tsx';
import type { SearchHit } from '../../lib/search/built-in-client.ts';
import { highlightParts, type SearchIndexKey } from '../../lib/search/documents.ts';

export const GROUP_LABELS: Record<SearchIndexKey, string> = {
  players: 'Players',
  teams: 'Teams',
  content: 'League content',
};

/** "Article or video hits render as content cards (image 60x40), others as player/team cards (image 40x40)." */
const isContentHit = (hit: SearchHit): boolean => hit.kind === 'article' || hit.kind === 'video';

/**
 * A hit as a link: image, highlighted title and subtitle. Its accessible names ('{title} -
 * search result', '{title} - content search result') come from the text itself, so the visible
 * title is part of the name (an aria-label would not match what speech-input users see); the
 * subtitle stays out of the name and is read as the link's description.
 */
export function HitLink({
  hit,
  ...anchor
}: { hit: SearchHit } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>) {
  const subtitleId = useId();
  return (
    <a
      {...anchor}
      href={hit.url}
      className={isContentHit(hit) ? 'search-hit content' : 'search-hit'}
      aria-describedby={subtitleId}
    >
      <HitImage hit={hit} />
      <span className="text">
        <span className="title">
          {highlightParts(hit._highlightResult.title.value).map((part, index) =>
            part.matched ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
          )}
          <span className="visually-hidden">{isContentHit(hit) ? ' - content search result' : ' - search result'}</span>
        </span>
        <span className="subtitle" id={subtitleId} aria-hidden="true">
          {hit.subtitle}
        </span>
      </span>
    </a>
  );
}

/** Initials stand in where there is no image, or it does not load. */
function HitImage({ hit }: { hit: SearchHit }) {
  const [width, height] = isContentHit(hit) ? [60, 40] : [40, 40];
  // Capitalized words only: "Whipsnakes at Waterdogs" gives WW.
  const initials = (hit.title.match(/\p{Lu}/gu) ?? []).slice(0, 2).join('');
  const placeholder = (
    <span className="image placeholder" style={{ width, height }} aria-hidden="true">
      {initials}
    </span>
  );
  return hit.image ? (
    <CachedImage src={hit.image} width={width} height={height} className="image" fallback={placeholder} />
  ) : (
    placeholder
  );
}

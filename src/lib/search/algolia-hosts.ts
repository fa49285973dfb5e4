/**
 * Algolia hosts from the site's settings: PUBLIC_ALGOLIA_HOSTS holds comma-separated URLs
 * ("http://127.0.0.1:8787") that replace Algolia's own hosts, for a local double or a proxy. The
 * search box, its insights and the push script all read them the same way.
 */

/** "timeouts connect 1 s, read 2 s, write 30 s" */
export const SEARCH_TIMEOUTS_MS = { connect: 1000, read: 2000, write: 30_000 } as const;

/** A host as Algolia's v5 clients take it. */
export interface AlgoliaHost {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
  accept: 'readWrite';
}

/** The URLs of a comma-separated list, trimmed, empty entries dropped. */
export function hostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
}

/** Each URL as a host; a value that is not an http(s) URL is named in the error. */
export function algoliaHosts(urls: readonly string[]): AlgoliaHost[] {
  return urls.map((href) => {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      throw new Error(`Algolia host "${href}" is not a URL; write it like https://search-proxy.example.com:8443`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`Algolia host "${href}" must start with http:// or https://`);
    }
    return {
      url: url.hostname,
      ...(url.port === '' ? {} : { port: Number(url.port) }),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      accept: 'readWrite',
    };
  });
}

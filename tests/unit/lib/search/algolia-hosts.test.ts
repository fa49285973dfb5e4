import { describe, expect, it } from 'vitest';
import { algoliaHosts, hostList } from '../../../../src/lib/search/algolia-hosts.ts';

describe('hostList', () => {
  it('reads comma-separated URLs, trimmed, empty entries dropped', () => {
    expect(hostList(' http://127.0.0.1:8787 , ,https://search.example.org ')).toEqual([
      'http://127.0.0.1:8787',
      'https://search.example.org',
    ]);
    expect(hostList(undefined)).toEqual([]);
    expect(hostList('')).toEqual([]);
  });
});

describe('algoliaHosts', () => {
  it('gives the protocol, the host name and a port only when the URL names one', () => {
    expect(algoliaHosts(['http://127.0.0.1:8787', 'https://search.example.org'])).toEqual([
      { url: '127.0.0.1', port: 8787, protocol: 'http', accept: 'readWrite' },
      { url: 'search.example.org', protocol: 'https', accept: 'readWrite' },
    ]);
  });

  it('names a value that is not an http(s) URL', () => {
    expect(() => algoliaHosts(['ftp://127.0.0.1:8787'])).toThrow(
      'Algolia host "ftp://127.0.0.1:8787" must start with http:// or https://',
    );
    expect(() => algoliaHosts(['127.0.0.1:8787'])).toThrow(
      'Algolia host "127.0.0.1:8787" is not a URL; write it like https://search-proxy.example.com:8443',
    );
  });
});

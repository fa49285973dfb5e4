/**
 * The built site served as a CDN would: plain files, a directory's index.html, the 404 page for
 * misses. Used by scripts/serve-dist.ts and by `npm start`, which shares the origin with the league API.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function staticSiteHandler(dir: string): (request: IncomingMessage, response: ServerResponse) => void {
  const root = resolve(dir);
  const resolveFile = async (urlPath: string): Promise<string | undefined> => {
    const relative = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
    const candidate = join(root, relative);
    if (!candidate.startsWith(root)) return undefined;
    for (const path of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile()) return path;
    }
    return undefined;
  };
  return (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    void (async () => {
      const file = await resolveFile(pathname);
      const status = file ? 200 : 404;
      const path = file ?? join(root, '404.html');
      const body = await readFile(path).catch(() => Buffer.from('Not found'));
      response.writeHead(status, { 'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    })();
  };
}

/**
 * Serves dist/ as a CDN would: plain files, directory index.html, the 404 page for misses.
 * Browser tests and benchmarks run against this, not against a dev server.
 *   node scripts/serve-dist.ts [--port 4399] [--dir dist]
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';

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

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4399' }, dir: { type: 'string', default: 'dist' } },
});
const root = resolve(values.dir);

async function resolveFile(urlPath: string): Promise<string | undefined> {
  const relative = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, relative);
  if (!candidate.startsWith(root)) return undefined;
  for (const path of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile()) return path;
  }
  return undefined;
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  void (async () => {
    const file = await resolveFile(pathname);
    const status = file ? 200 : 404;
    const path = file ?? join(root, '404.html');
    const body = await readFile(path).catch(() => Buffer.from('Not found'));
    response.writeHead(status, { 'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' });
    response.end(body);
  })();
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`serving ${root} at http://127.0.0.1:${values.port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));

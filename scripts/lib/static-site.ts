/**
 * dist/ served as a CDN would: plain files (by byte range too: scripts/lib/send-file.ts), a
 * directory's index.html or `{path}.html`, the 404 page for misses. Only GET and HEAD are answered
 * (405 with Allow otherwise); a path that does not decode (a bad percent-escape, overlong UTF-8, a
 * NUL) or that starts with `//` gets 400; nothing outside the root is ever read; and no request can
 * take the server down.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
import { decodePath, requestUrl } from './request-target.ts';
import { contentType, sendFile } from './send-file.ts';

const ALLOWED_METHODS = 'GET, HEAD';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

export function staticSiteHandler(rootDir: string): RequestHandler {
  const root = resolve(rootDir);

  async function fileFor(path: string): Promise<string | undefined> {
    // normalize() of an absolute path drops every ".." above "/", so the join stays under root.
    const candidate = join(root, normalize(path));
    if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
    for (const file of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) return file;
    }
    return undefined;
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      send(
        response,
        method,
        405,
        'text/plain; charset=utf-8',
        Buffer.from(`${method} is not allowed; use ${ALLOWED_METHODS}`),
        {
          allow: ALLOWED_METHODS,
        },
      );
      return;
    }
    const url = requestUrl(request.url);
    const path = url === null ? null : decodePath(url.pathname);
    if (path === null) {
      send(response, method, 400, 'text/plain; charset=utf-8', Buffer.from('Bad request path'));
      return;
    }
    const file = await fileFor(path);
    if (file !== undefined && (await sendFile(request, response, file))) return;
    const notFound = await readFile(join(root, '404.html')).catch(() => undefined);
    if (notFound === undefined) send(response, method, 404, 'text/plain; charset=utf-8', Buffer.from('Not found'));
    else send(response, method, 404, contentType('404.html') ?? '', notFound);
  }

  return (request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (response.headersSent) response.destroy();
      else
        send(
          response,
          request.method ?? 'GET',
          500,
          'text/plain; charset=utf-8',
          Buffer.from(`Internal error: ${(error as Error).message}`),
        );
    });
  };
}

function send(
  response: ServerResponse,
  method: string,
  status: number,
  type: string,
  body: Buffer,
  headers: Readonly<Record<string, string>> = {},
): void {
  response.writeHead(status, { ...headers, 'content-type': type, 'content-length': body.length });
  response.end(method === 'HEAD' ? undefined : body);
}

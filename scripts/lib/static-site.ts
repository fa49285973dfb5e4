/**
 * dist/ served as a CDN would: plain files (by byte range too: scripts/lib/send-file.ts), a
 * directory's index.html (a 301 to the path with its slash when it is asked for without it, as
 * GitHub Pages answers) or `{path}.html`, the 404 page for misses. Only GET and HEAD are answered
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

  const isFile = async (file: string): Promise<boolean> => (await stat(file).catch(() => undefined))?.isFile() === true;

  /** The file a path names; 'add slash' for a folder named without its slash, which the host redirects. */
  async function fileFor(path: string): Promise<{ file: string } | 'add slash' | undefined> {
    // normalize() of an absolute path drops every ".." above "/", so the join stays under root.
    const candidate = join(root, normalize(path));
    if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
    if (await isFile(candidate)) return { file: candidate };
    const index = join(candidate, 'index.html');
    if (await isFile(index)) return path.endsWith('/') ? { file: index } : 'add slash';
    return (await isFile(`${candidate}.html`)) ? { file: `${candidate}.html` } : undefined;
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
    if (url === null || path === null) {
      send(response, method, 400, 'text/plain; charset=utf-8', Buffer.from('Bad request path'));
      return;
    }
    const found = await fileFor(path);
    if (found === 'add slash') {
      // As GitHub Pages does: a page's folder is its address only with the slash.
      const location = `${url.pathname}/${url.search}`;
      send(response, method, 301, 'text/plain; charset=utf-8', Buffer.from(`Moved to ${location}`), { location });
      return;
    }
    if (typeof found === 'object' && (await sendFile(request, response, found.file))) return;
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

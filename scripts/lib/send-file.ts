/**
 * Sends a file as a CDN does: with its content type, whole or the one byte range asked for (a media
 * player seeks with ranges), text gzipped when the client accepts it, the body left out for HEAD.
 * The site's static server and the league API's media use it.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

const gzipped = promisify(gzip);

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wav': 'audio/wav',
  '.vtt': 'text/vtt',
};

/** The content type of a file by its extension; undefined for one this project does not serve. */
export const contentType = (file: string): string | undefined => CONTENT_TYPES[extname(file).toLowerCase()];

/** Types a CDN compresses (GitHub Pages gzips text): pages, scripts, styles, data, SVG. Media is compressed already. */
const isCompressible = (type: string): boolean =>
  /^text\/|^application\/(json|xml|manifest\+json)|^image\/svg\+xml/.test(type);

/** Whether an Accept-Encoding header takes gzip: named, or by `*`, and not with q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  const codings = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((q) => q !== undefined);
      return [name.trim(), quality === undefined ? 1 : Number(quality)] as const;
    }),
  );
  return (codings.get('gzip') ?? codings.get('*') ?? 0) > 0;
}

/**
 * The one byte range a Range header asks of a file of `size` bytes (RFC 9110 section 14.1.2): null
 * when there is none or it is not one this server reads (the whole file is sent), unsatisfiable when
 * it starts past the end. A suffix longer than the file means the whole file; an end past it, the rest.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  const [first, last] = [match?.[1] ?? '', match?.[2] ?? ''];
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}

/** Sends `file` (false, and nothing sent, when it is not a file). */
export async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<boolean> {
  const size = await stat(file).then(
    (info) => (info.isFile() ? info.size : null),
    () => null,
  );
  if (size === null) return false;
  const range = byteRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    response.writeHead(416, { ...headers, 'content-range': `bytes */${String(size)}` });
    response.end();
    return true;
  }
  const type = contentType(file) ?? 'application/octet-stream';
  // A cache in front must keep the gzipped and the plain answer apart.
  const vary = isCompressible(type) ? { vary: 'Accept-Encoding' } : {};
  if (range === null && size > 0 && isCompressible(type) && acceptsGzip(request.headers['accept-encoding'])) {
    const body = await gzipped(await readFile(file));
    response.writeHead(200, {
      ...headers,
      ...vary,
      'content-type': type,
      'content-encoding': 'gzip',
      'content-length': String(body.length),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  response.writeHead(range ? 206 : 200, {
    ...headers,
    ...vary,
    'content-type': type,
    'accept-ranges': 'bytes',
    'content-length': String(end - start + 1),
    ...(range ? { 'content-range': `bytes ${String(start)}-${String(end)}/${String(size)}` } : {}),
  });
  // An empty file has no range to read.
  if (request.method === 'HEAD' || size === 0) response.end();
  // A file gone since the stat ends the response rather than the server.
  else
    createReadStream(file, { start, end })
      .on('error', () => response.destroy())
      .pipe(response);
  return true;
}

/**
 * Game highlights for the embedded league API, read as the build reads them (src/data/highlights.ts)
 * on every request, so a live game's list grows as files change; the media files are served under
 * `/media/` with byte ranges, so a player can seek.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Video } from '../../src/api/schemas/video.ts';
import { gameHighlights } from '../../src/data/highlights.ts';
import { decodePath } from '../lib/request-target.ts';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wav': 'audio/wav',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.vtt': 'text/vtt',
};

export class Highlights {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  /** A game's videos; a file name as `src` or `thumbnail` becomes this server's media URL. */
  list(slugname: string, origin: string): Promise<Video[]> {
    return gameHighlights(slugname, this.dir, origin);
  }

  /** Serves `/media/{name}` from the directory: whole, or the one byte range asked for. */
  async serve(request: IncomingMessage, response: ServerResponse, name: string, headers: Readonly<Record<string, string>>): Promise<void> {
    const decoded = decodePath(name);
    if (decoded === null) {
      response.writeHead(400, { ...headers, 'content-type': 'text/plain' });
      response.end(`Media name "${name}" is not valid percent-encoded UTF-8`);
      return;
    }
    const file = join(this.dir, basename(decoded));
    const type = CONTENT_TYPES[extname(file).toLowerCase()];
    const size = type === undefined ? null : await stat(file).then((info) => (info.isFile() ? info.size : null), () => null);
    if (type === undefined || size === null) {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain' });
      response.end(`No such media: ${name}`);
      return;
    }
    const range = byteRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      response.writeHead(416, { ...headers, 'content-range': `bytes */${String(size)}` });
      response.end();
      return;
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    response.writeHead(range ? 206 : 200, {
      ...headers,
      'content-type': type,
      'accept-ranges': 'bytes',
      'content-length': String(end - start + 1),
      ...(range ? { 'content-range': `bytes ${String(start)}-${String(end)}/${String(size)}` } : {}),
    });
    createReadStream(file, { start, end }).pipe(response);
  }
}

/**
 * The one byte range a Range header asks of a file of `size` bytes (RFC 9110 section 14.1.2): null
 * when there is none or it is not one this server reads (the whole file is sent), unsatisfiable when
 * it starts past the end. A suffix longer than the file means the whole file; an end past it, the rest.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
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

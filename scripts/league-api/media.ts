/**
 * Game highlights for the embedded league API, read as the build reads them (src/data/highlights.ts)
 * on every request, so a live game's list grows as files change; the media files are served under
 * `/media/` with byte ranges, so a player can seek.
 */
import { basename, extname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Video } from '../../src/api/schemas/video.ts';
import { gameHighlights } from '../../src/data/highlights.ts';
import { decodePath } from '../lib/request-target.ts';
import { contentType, sendFile } from '../lib/send-file.ts';

export class Highlights {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  /** A game's videos; a file name as `src` or `thumbnail` becomes this server's media URL. */
  list(slugname: string, origin: string): Promise<Video[]> {
    return gameHighlights(slugname, this.dir, origin);
  }

  /** Serves `/media/{name}` from the directory: its media files, never the highlights lists. */
  async serve(
    request: IncomingMessage,
    response: ServerResponse,
    name: string,
    headers: Readonly<Record<string, string>>,
  ): Promise<void> {
    const decoded = decodePath(name);
    if (decoded === null) {
      response.writeHead(400, { ...headers, 'content-type': 'text/plain' });
      response.end(`Media name "${name}" is not valid percent-encoded UTF-8`);
      return;
    }
    const file = join(this.dir, basename(decoded));
    const servable = contentType(file) !== undefined && extname(file) !== '.json';
    if (!servable || !(await sendFile(request, response, file, headers))) {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain' });
      response.end(`No such media: ${name}`);
    }
  }
}

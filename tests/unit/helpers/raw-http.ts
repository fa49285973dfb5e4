/**
 * Requests exactly as written, for hostile-input tests: fetch() would normalize the path ("/../x"
 * becomes "/x", "%zz" stays but "//" changes meaning), so these go through node:http with the
 * target untouched.
 */
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawRequest {
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

export function rawRequest(origin: string, target: string, init: RawRequest = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, path: target, method: init.method ?? 'GET', headers: init.headers ?? {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/**
 * Tallies hostile requests for a matrix line: tried, refused (a 4xx, or for GraphQL, which answers
 * 200 as upstream does, an errors-only answer), and crashes (no answer at all).
 */
export class HostileTally {
  tried = 0;
  refused = 0;
  crashes = 0;

  /** A request's status, or null when no answer came; `refusedInBody` for a GraphQL errors-only answer. */
  record(status: number | null, refusedInBody = false): void {
    this.tried++;
    if (status === null) this.crashes++;
    else if ((status >= 400 && status <= 499) || refusedInBody) this.refused++;
  }

  line(what: string): string {
    return `${what}: ${this.tried} hostile requests tried, ${this.refused} refused (4xx or GraphQL error), ${this.crashes} crashes`;
  }
}

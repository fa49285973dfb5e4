/**
 * A real HTTP server on 127.0.0.1 (ephemeral port) that answers however a test tells it to: HTML
 * with 200, 500, 404 with or without a message, malformed JSON, empty bodies, slow answers, hung-up
 * sockets. It records every request it saw (method, URL, headers, body) so tests can check what the
 * clients really sent. Use one per test file: start in beforeAll, close in afterAll, reset between.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface SeenRequest {
  method: string;
  /** Path and query as sent, e.g. `/api/v4/events?year=2024`. */
  url: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  /** Lower-cased header names, as Node gives them. */
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  /** Reason phrase; default Node's standard one for the status. */
  statusText?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Destroy the socket instead of answering. */
  hangUp?: boolean;
}

export type Responder = (request: SeenRequest) => Reply;

export interface BadServer {
  /** `http://127.0.0.1:{port}`. */
  readonly origin: string;
  readonly requests: SeenRequest[];
  /** Answers every request to `path` (query ignored) with `reply`. */
  on(path: string, reply: Reply | Responder): void;
  /** Answers successive requests to `path` with the replies in order; the last one repeats. */
  sequence(path: string, replies: readonly Reply[]): void;
  /** Requests seen for one path. */
  seen(path: string): SeenRequest[];
  /** Forgets routes and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export async function startBadServer(): Promise<BadServer> {
  const routes = new Map<string, Responder>();
  const requests: SeenRequest[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const seen: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '/',
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(seen);
      const responder = routes.get(seen.path);
      const reply = responder ? responder(seen) : replies.json({ error: `No route for ${seen.path}` }, 404);
      const answer = (): void => {
        if (reply.hangUp === true) {
          res.socket?.destroy();
          return;
        }
        send(res, reply);
      };
      if (reply.delayMs !== undefined) setTimeout(answer, reply.delayMs);
      else answer();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    on(path, reply) {
      routes.set(path, typeof reply === 'function' ? reply : () => reply);
    },
    sequence(path, list) {
      let next = 0;
      routes.set(path, () => {
        const reply = list[Math.min(next, list.length - 1)];
        next++;
        if (reply === undefined) throw new Error(`sequence for ${path} is empty`);
        return reply;
      });
    },
    seen(path) {
      return requests.filter((request) => request.path === path);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return closeServer(server);
    },
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => {
      if (error) reject(error);
      else resolve();
    });
  });
}

function send(res: ServerResponse, reply: Reply): void {
  const status = reply.status ?? 200;
  if (reply.statusText !== undefined) res.statusMessage = reply.statusText;
  res.statusCode = status;
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  res.end(reply.body ?? '');
}

/** A URL on a port that was opened and closed again: connecting to it is refused. */
export async function refusedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await closeServer(server);
  return `http://127.0.0.1:${port}`;
}

/** Canned answers, good and bad. */
export const replies = {
  json(body: unknown, status = 200): Reply {
    return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
  },
  /** `{data: {items}}`, the REST list wrapper. */
  items(items: readonly unknown[]): Reply {
    return replies.json({ data: { items } });
  },
  /** `{data}`, the REST single-object wrapper (and GraphQL's answer). */
  data(data: unknown): Reply {
    return replies.json({ data });
  },
  html(status = 200): Reply {
    return {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: '<!doctype html><html><head><title>Just a moment...</title></head><body>Checking your browser</body></html>',
    };
  },
  /** An HTML page served as text/plain: caught by its first character. */
  htmlAsText(): Reply {
    return {
      status: 200,
      headers: { 'content-type': 'text/plain' },
      body: '\n  <html><body>Maintenance</body></html>',
    };
  },
  malformedJson(status = 200): Reply {
    return { status, headers: { 'content-type': 'application/json' }, body: '{"data": {"items": [1, 2,' };
  },
  text(body: string, status: number): Reply {
    return { status, headers: { 'content-type': 'text/plain' }, body };
  },
  empty(status = 200): Reply {
    return { status, body: '' };
  },
  serverError(): Reply {
    return replies.text('upstream exploded', 500);
  },
  graphqlErrors(messages: readonly string[], status = 200): Reply {
    return replies.json(
      { errors: messages.map((message) => ({ message, locations: [{ line: 1, column: 3 }] })), data: null },
      status,
    );
  },
};

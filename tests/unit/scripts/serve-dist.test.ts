/**
 * The static server as browser tests and `npm start` run it: a child process serving a small dist
 * on loopback. It serves files as a CDN would, and answers hostile requests (bad escapes, "//",
 * traversal in every spelling, other methods) with a 4xx without leaking a file or exiting.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../../scripts/lib/send-file.ts';
import { HostileTally, rawRequest } from '../helpers/raw-http.ts';

const SECRET = 'secret-outside-the-root';
const PAGES: Readonly<Record<string, string>> = {
  'index.html': '<h1>home</h1>',
  '404.html': '<h1>not here</h1>',
  'players/index.html': '<h1>players</h1>',
  'about.html': '<h1>about</h1>',
  'style.css': 'body{}',
  'café.txt': 'accented',
};

let workDir: string;
let server: ChildProcess;
let origin: string;
const tally = new HostileTally();

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'pll-serve-dist-'));
  const root = join(workDir, 'site');
  for (const [path, text] of Object.entries(PAGES)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), text);
  }
  await writeFile(join(workDir, 'secret.txt'), SECRET);
  // A sibling whose name starts with the root's: a prefix check without the separator lets it through.
  await mkdir(join(workDir, 'site-private'));
  await writeFile(join(workDir, 'site-private', 'secret.txt'), SECRET);

  server = spawn(
    process.execPath,
    [join(import.meta.dirname, '../../../scripts/serve-dist.ts'), '--port', '0', '--dir', root],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  origin = await new Promise<string>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(chunk.toString());
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    server.once('exit', (code) => {
      reject(new Error(`serve-dist exited with ${String(code)}`));
    });
  });
});

afterAll(async () => {
  server.kill();
  console.log(tally.line('static server'));
  await rm(workDir, { recursive: true, force: true });
});

/** Sends one hostile request; its status, or null when the server did not answer. */
async function hostile(target: string, method = 'GET'): Promise<{ status: number | null; body: string }> {
  const answer = await rawRequest(origin, target, { method }).catch(() => null);
  tally.record(answer?.status ?? null);
  return { status: answer?.status ?? null, body: answer?.body ?? '' };
}

async function expectStillServing(): Promise<void> {
  expect(server.exitCode).toBeNull();
  expect((await rawRequest(origin, '/')).status).toBe(200);
}

describe('files', () => {
  it('serves files, directory indexes and extensionless pages with their content types; misses get the 404 page', async () => {
    const cases = [
      ['/', 200, 'text/html; charset=utf-8', PAGES['index.html']],
      ['/players/', 200, 'text/html; charset=utf-8', PAGES['players/index.html']],
      ['/players/?season=2024', 200, 'text/html; charset=utf-8', PAGES['players/index.html']],
      ['/about', 200, 'text/html; charset=utf-8', PAGES['about.html']],
      ['/style.css', 200, 'text/css; charset=utf-8', PAGES['style.css']],
      [`/${encodeURIComponent('café')}.txt`, 200, 'text/plain; charset=utf-8', PAGES['café.txt']],
      ['/nowhere/', 404, 'text/html; charset=utf-8', PAGES['404.html']],
    ] as const;
    for (const [target, status, type, body] of cases) {
      const answer = await rawRequest(origin, target);
      expect([answer.status, answer.headers['content-type'], answer.body], target).toEqual([status, type, body]);
    }
  });

  it("a page's folder asked for without its slash moves there, keeping the query, as the host answers", async () => {
    for (const [target, location] of [
      ['/players', '/players/'],
      ['/players?season=2024', '/players/?season=2024'],
    ] as const) {
      const answer = await rawRequest(origin, target);
      expect([answer.status, answer.headers['location']], target).toEqual([301, location]);
    }
  });

  it('HEAD answers the headers of GET without the body', async () => {
    const head = await rawRequest(origin, '/about', { method: 'HEAD' });
    expect([head.status, head.headers['content-length'], head.body]).toEqual([
      200,
      String(Buffer.byteLength(PAGES['about.html'] ?? '')),
      '',
    ]);
  });
});

describe('compression, as GitHub Pages serves text', () => {
  it('gzips a page, a stylesheet and a text file for a client that takes gzip, and says the answer varies by it', async () => {
    for (const [target, file] of [
      ['/about', 'about.html'],
      ['/style.css', 'style.css'],
      [`/${encodeURIComponent('café')}.txt`, 'café.txt'],
    ] as const) {
      const raw = await rawRequest(origin, target, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect([raw.status, raw.headers['content-encoding'], raw.headers['vary']], target).toEqual([
        200,
        'gzip',
        'Accept-Encoding',
      ]);
      // fetch() undoes the gzip as a browser does.
      const decoded = await fetch(`${origin}${target}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(await decoded.text(), target).toBe(PAGES[file]);
    }
  });

  it('sends the plain file to a client that does not take gzip, or refuses it with q=0', async () => {
    for (const acceptEncoding of [undefined, 'br', 'identity', 'gzip;q=0', 'gzip; q=0, br']) {
      const answer = await rawRequest(origin, '/about', {
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
      expect([answer.headers['content-encoding'], answer.body], String(acceptEncoding)).toEqual([
        undefined,
        PAGES['about.html'],
      ]);
    }
  });

  it('answers a byte range from the plain file, even to a client that takes gzip', async () => {
    const answer = await rawRequest(origin, '/about', { headers: { 'accept-encoding': 'gzip', range: 'bytes=4-8' } });
    expect([answer.status, answer.headers['content-encoding'], answer.body]).toEqual([
      206,
      undefined,
      (PAGES['about.html'] ?? '').slice(4, 9),
    ]);
  });

  it.each([
    ['gzip, deflate, br', true],
    ['GZIP;Q=0.5', true],
    ['*', true],
    ['br, *;q=0.1', true],
    ['*;q=0, gzip', true],
    ['gzip;q=0', false],
    ['gzip; q=0.0', false],
    ['br, deflate', false],
    ['', false],
  ] as const)('Accept-Encoding %j takes gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('hostile requests', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s gets 405 with the methods it may use', async (method) => {
    const answer = await rawRequest(origin, '/', { method });
    tally.record(answer.status);
    expect([answer.status, answer.headers['allow']]).toEqual([405, 'GET, HEAD']);
    await expectStillServing();
  });

  it.each([
    '/%zz',
    '/%E0%A4%A',
    '/%c0%ae%c0%ae/x',
    '//',
    '//evil.example/x',
    '/\\evil.example/x',
    '/%',
    '/%0',
    '/%ff',
    '/%00',
    '/index.html%00.txt',
    '/players/%e0%80%af',
  ])('%s is a bad path: 400, and the server goes on', async (target) => {
    expect((await hostile(target)).status).toBe(400);
    await expectStillServing();
  });

  it.each([
    '/../secret.txt',
    '/../../secret.txt',
    '/./../secret.txt',
    '/players/../../secret.txt',
    '/..%2fsecret.txt',
    '/..%2f..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/.%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/players/%2e%2e/%2e%2e/secret.txt',
    '/%2F..%2Fsecret.txt',
    '/..\\secret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%5csecret.txt',
    '/....//secret.txt',
    '/..;/secret.txt',
    '/%252e%252e/secret.txt',
    '/..%c0%afsecret.txt',
    '/..%00/secret.txt',
    '/../site-private/secret.txt',
    '/..%2fsite-private%2fsecret.txt',
    '/%2Fetc%2Fpasswd',
  ])('%s reads nothing outside the root', async (target) => {
    const answer = await hostile(target);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).not.toContain(SECRET);
    await expectStillServing();
  });
});

/**
 * The user calls' token check: only ID tokens of the configured Firebase project pass, each
 * confirmed with the Auth Emulator's accounts:lookup (served here by a real HTTP server that
 * answers as the emulator does); an unreachable emulator is a 503 that names it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFirebaseIdToken, TokenRejected, type Caller } from '../../../../scripts/league-api/auth.ts';
import { freePort } from '../../../support/algolia-double.ts';

const PROJECT = 'demo-pll-test';
const NOW = Date.UTC(2026, 10, 23, 12);

/** An unsigned JWT as the emulator issues them. */
function idToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

const claimsOf = (userId: string, overrides: Record<string, unknown> = {}) => ({
  aud: PROJECT,
  iss: `https://securetoken.google.com/${PROJECT}`,
  user_id: userId,
  sub: userId,
  exp: NOW / 1000 + 3600,
  ...overrides,
});
const caller = (token: string, userId: string): Caller => ({ token, userId });

let emulator: Server;
let origin: string;
const lookups: string[] = [];

beforeAll(async () => {
  // accounts:lookup knows one account, "known-user".
  emulator = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      lookups.push(request.url ?? '');
      const { idToken: token } = JSON.parse(body) as { idToken: string };
      const userId = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { user_id: string })
        .user_id;
      response.setHeader('content-type', 'application/json');
      if (userId === 'known-user') response.end(JSON.stringify({ users: [{ localId: userId }] }));
      else response.writeHead(400).end(JSON.stringify({ error: { message: 'USER_NOT_FOUND' } }));
    });
  });
  await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((emulator.address() as AddressInfo).port)}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      emulator.close(() => {
        resolve();
      });
    }),
);

describe('checkFirebaseIdToken', () => {
  const check = () => ({ projectId: PROJECT, emulatorOrigin: origin });

  it('passes a live ID token of the project whose account the emulator knows', async () => {
    const token = idToken(claimsOf('known-user'));
    await expect(checkFirebaseIdToken(caller(token, 'known-user'), check(), NOW)).resolves.toEqual(
      caller(token, 'known-user'),
    );
    expect(lookups.at(-1)).toMatch(/^\/identitytoolkit\.googleapis\.com\/v1\/accounts:lookup\?/);
  });

  it.each([
    ['an opaque token', 'dev-token', /not a JWT/],
    ["another project's token", idToken(claimsOf('known-user', { aud: 'demo-other' })), /audience "demo-other"/],
    [
      'a token from another issuer',
      idToken(claimsOf('known-user', { iss: 'https://example.test' })),
      /project "demo-pll-test"/,
    ],
    [
      'an expired token',
      idToken(claimsOf('known-user', { exp: NOW / 1000 - 1 })),
      /expired at 2026-11-23T11:59:59.000Z/,
    ],
    [
      'a token whose exp lies before any date (out of range)',
      idToken(claimsOf('known-user', { exp: -1e20 })),
      /exp claim is not a time/,
    ],
    [
      'a token whose exp lies past any date (out of range)',
      idToken(claimsOf('known-user', { exp: 1e300 })),
      /exp claim is not a time/,
    ],
    ['a token without exp', idToken(claimsOf('known-user', { exp: undefined })), /exp claim is not a time/],
    ['a token of an account the emulator does not know', idToken(claimsOf('someone-else')), /USER_NOT_FOUND/],
  ])('refuses %s with a 401 that says why', async (_, token, message) => {
    const attempt = checkFirebaseIdToken(caller(token, 'known-user'), check(), NOW);
    await expect(attempt).rejects.toBeInstanceOf(TokenRejected);
    await expect(attempt).rejects.toMatchObject({ status: 401, message: expect.stringMatching(message) as unknown });
  });

  it('answers 503 naming the emulator when it cannot be reached', async () => {
    const down = `http://127.0.0.1:${String(await freePort())}`;
    const attempt = checkFirebaseIdToken(
      caller(idToken(claimsOf('known-user')), 'known-user'),
      { projectId: PROJECT, emulatorOrigin: down },
      NOW,
    );
    await expect(attempt).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining(`Auth Emulator at ${down} cannot be reached`) as unknown,
    });
  });
});

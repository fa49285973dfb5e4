/**
 * Who a request speaks for. The embedded league API is a development double:
 *   - a JWT (three base64url parts whose middle one is a JSON object): the user id is its
 *     `user_id` claim (Firebase ID tokens), else its `sub` claim;
 *   - any other token is opaque and is the user id itself (the build's default token is
 *     `dev-token`, so its records belong to user "dev-token").
 * Started with a Firebase project and its Auth Emulator, the user calls accept only that project's
 * ID tokens and ask the emulator whether each is real (`checkFirebaseIdToken`). The emulator signs
 * nothing, so this never authenticates real users: production verifies Google's signatures.
 */

export interface Caller {
  token: string;
  userId: string;
}

export const MISSING_AUTHORIZATION = 'Missing authorization in header';

/** The caller named by an Authorization header, or null when there is no usable bearer token. */
export function callerFromHeader(header: string | undefined): Caller | null {
  if (header === undefined) return null;
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  if (token === undefined) return null;
  return { token, userId: userIdOfToken(token) };
}

export function userIdOfToken(token: string): string {
  const claims = jwtClaims(token);
  for (const claim of ['user_id', 'sub']) {
    const value = claims?.[claim];
    if (typeof value === 'string' && value !== '') return value;
  }
  return token;
}

/** The claims of a JWT, or null when the token is not one (an opaque token, dots or not). */
function jwtClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  const payload = parts.length === 3 ? parts[1] : undefined;
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The Firebase project whose users may call the user endpoints, and its Auth Emulator. */
export interface FirebaseAuthCheck {
  projectId: string;
  /** http://127.0.0.1:9099 */
  emulatorOrigin: string;
}

/** A bearer token the user endpoints refuse: 401 (not a token of the project) or 503 (the emulator is down). */
export class TokenRejected extends Error {
  override name = 'TokenRejected';
  readonly status: 401 | 503;
  constructor(status: 401 | 503, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * The caller of a user call, once its token is known to be a live Firebase ID token of the project:
 * the claims name the project (aud, iss) and are not expired, and the emulator's accounts:lookup
 * finds the account the token names.
 */
export async function checkFirebaseIdToken(
  caller: Caller,
  check: FirebaseAuthCheck,
  now = Date.now(),
): Promise<Caller> {
  const claims = jwtClaims(caller.token);
  const want = `a Firebase ID token of project "${check.projectId}"`;
  if (!claims) throw new TokenRejected(401, `User calls need ${want}; the bearer token is not a JWT`);
  if (claims['aud'] !== check.projectId || claims['iss'] !== `https://securetoken.google.com/${check.projectId}`) {
    throw new TokenRejected(401, `User calls need ${want}; this token is for audience "${String(claims['aud'])}"`);
  }
  const expires = typeof claims['exp'] === 'number' ? new Date(claims['exp'] * 1000) : null;
  // An exp outside the dates a Date can hold (or none) is an Invalid Date, which toISOString would throw on.
  if (expires === null || Number.isNaN(expires.getTime()))
    throw new TokenRejected(401, `User calls need ${want}; its exp claim is not a time`);
  if (expires.getTime() <= now)
    throw new TokenRejected(401, `The Firebase ID token expired at ${expires.toISOString()}; sign in again`);
  const lookup = `${check.emulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=league-api`;
  let response: Response;
  try {
    response = await fetch(lookup, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: caller.token }),
    });
  } catch (error) {
    throw new TokenRejected(
      503,
      `The Firebase Auth Emulator at ${check.emulatorOrigin} cannot be reached (${(error as Error).message})`,
    );
  }
  const body = (await response.json().catch(() => ({}))) as {
    users?: { localId?: string }[];
    error?: { message?: string };
  };
  const account = body.users?.[0]?.localId;
  if (!response.ok || account !== caller.userId) {
    throw new TokenRejected(
      401,
      `The Auth Emulator does not know this ID token (${body.error?.message ?? `no account ${caller.userId}`})`,
    );
  }
  return caller;
}

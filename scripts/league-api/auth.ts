/**
 * Who a request speaks for. The embedded league API is a development double: it accepts any
 * bearer token and never verifies a signature.
 *   - a JWT (three base64url parts whose middle one is a JSON object): the user id is its
 *     `user_id` claim (Firebase ID tokens), else its `sub` claim;
 *   - any other token is opaque and is the user id itself (the build's default token is
 *     `dev-token`, so its records belong to user "dev-token").
 * Production verifies the token; nothing here may be used to authenticate real users.
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
  const parts = token.split('.');
  const payload = parts.length === 3 ? parts[1] : undefined;
  if (payload === undefined) return token;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims === 'object' && claims !== null) {
      const record = claims as Record<string, unknown>;
      for (const claim of ['user_id', 'sub']) {
        const value = record[claim];
        if (typeof value === 'string' && value !== '') return value;
      }
    }
  } catch {
    // Not a JWT after all: an opaque token with dots in it.
  }
  return token;
}

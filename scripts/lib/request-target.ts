/**
 * Reading a request's target safely, for the servers of scripts/: a target that is not a path on
 * this origin, or a path that does not decode to text, is the client's error (400), never a throw.
 */

const BASE = 'http://origin.invalid';

/**
 * The target as a URL, or null when it is not an origin-relative path: "//x" and "/\x" read as
 * another host to URL parsers, and some such targets do not parse at all.
 */
export function requestUrl(target: string | undefined): URL | null {
  if (target === undefined || !target.startsWith('/') || target.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? url : null;
}

/** A percent-encoded path or segment decoded, or null for a bad escape, invalid UTF-8 or a NUL. */
export function decodePath(encoded: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  return decoded.includes('\0') ? null : decoded;
}

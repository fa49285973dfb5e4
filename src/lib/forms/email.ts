/** The email rule: "Email required (Email is required.), must match pattern (* Please enter valid email.), lowercased." */

export const EMAIL_REQUIRED = 'Email is required.';
export const EMAIL_INVALID = '* Please enter valid email.';

/** One @, something before it, a dotted domain after it, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export type EmailCheck =
  { ok: true; email: string } | { ok: false; error: typeof EMAIL_REQUIRED | typeof EMAIL_INVALID };

export function checkEmail(input: string): EmailCheck {
  const email = input.trim().toLowerCase();
  if (email === '') return { ok: false, error: EMAIL_REQUIRED };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, error: EMAIL_INVALID };
  return { ok: true, email };
}

/** "alternate email uses email rule", but it is optional: empty is fine. */
export function checkAlternateEmail(input: string): EmailCheck | { ok: true; email: null } {
  return input.trim() === '' ? { ok: true, email: null } : checkEmail(input);
}

/**
 * Phone sign-in rules: "Phone US default, validated; Send Code only when
 * valid; Sign In only with 6 digits"; and the login input: "Input with @ means email; 3 or more
 * digits means phone."
 */

/** "Phone code 6 digits." */
const PHONE_CODE_DIGITS = 6;
/** "Input with @ means email; 3 or more digits means phone." */
const PHONE_INPUT_MIN_DIGITS = 3;

/**
 * A US number in E.164 (+1 and ten digits), or null. Accepts the usual ways of writing one:
 * "(212) 555-0147", "212.555.0147", "+1 212 555 0147", "1-212-555-0147". Area and exchange codes
 * cannot start with 0 or 1 (NANP).
 */
export function usPhoneE164(input: string): string | null {
  if (/[^\d\s().+-]/.test(input)) return null;
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}

/** "Send Code only when valid". */
export function canSendCode(input: string): boolean {
  return usPhoneE164(input) !== null;
}

/** "Sign In only with 6 digits". */
export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${String(PHONE_CODE_DIGITS)}}$`).test(code.trim());
}

export type LoginInputKind = 'email' | 'phone' | 'unknown';

/** "Input with @ means email; 3 or more digits means phone." */
export function loginInputKind(input: string): LoginInputKind {
  if (input.includes('@')) return 'email';
  if ((input.match(/\d/g) ?? []).length >= PHONE_INPUT_MIN_DIGITS) return 'phone';
  return 'unknown';
}

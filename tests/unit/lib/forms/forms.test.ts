import { describe, expect, it } from 'vitest';
import { checkAlternateEmail, checkEmail, EMAIL_INVALID, EMAIL_REQUIRED } from '../../../../src/lib/forms/email.ts';
import { canSendCode, isCompleteCode, loginInputKind, usPhoneE164 } from '../../../../src/lib/forms/phone.ts';
import { missingProfileFields, normalizeFavTeam } from '../../../../src/lib/forms/profile.ts';

describe('email', () => {
  it('"Email required (Email is required.)"', () => {
    expect(checkEmail('   ')).toEqual({ ok: false, error: EMAIL_REQUIRED });
    expect(EMAIL_REQUIRED).toBe('Email is required.');
  });

  it('"must match pattern (* Please enter valid email.)"', () => {
    for (const bad of ['fan', 'fan@', '@pll.com', 'fan@pll', 'f an@pll.com', 'fan@@pll.com']) {
      expect(checkEmail(bad), bad).toEqual({ ok: false, error: EMAIL_INVALID });
    }
    expect(EMAIL_INVALID).toBe('* Please enter valid email.');
  });

  it('"lowercased" (and trimmed)', () => {
    expect(checkEmail(' Fan@PLL.com ')).toEqual({ ok: true, email: 'fan@pll.com' });
  });

  it('"alternate email uses email rule", and may stay empty', () => {
    expect(checkAlternateEmail('')).toEqual({ ok: true, email: null });
    expect(checkAlternateEmail('nope')).toEqual({ ok: false, error: EMAIL_INVALID });
    expect(checkAlternateEmail('Two@Mail.org')).toEqual({ ok: true, email: 'two@mail.org' });
  });
});

describe('phone', () => {
  it('"Phone US default, validated": the usual US spellings become E.164', () => {
    expect(usPhoneE164('(212) 555-0147')).toBe('+12125550147');
    expect(usPhoneE164('+1 212 555 0147')).toBe('+12125550147');
    expect(usPhoneE164('1-212-555-0147')).toBe('+12125550147');
    for (const bad of ['555-0147', '012 555 0147', '212 155 0147', '+44 20 7946 0958', '212-555-014a']) {
      expect(usPhoneE164(bad), bad).toBeNull();
    }
  });

  it('"Send Code only when valid"', () => {
    expect(canSendCode('212 555 0147')).toBe(true);
    expect(canSendCode('212 555 014')).toBe(false);
  });

  it('"Sign In only with 6 digits"', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('1234567')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });

  it('"Input with @ means email; 3 or more digits means phone."', () => {
    expect(loginInputKind('fan@pll.com')).toBe('email');
    expect(loginInputKind('212')).toBe('phone');
    expect(loginInputKind('21')).toBe('unknown');
    expect(loginInputKind('fan')).toBe('unknown');
  });
});

describe('profile form', () => {
  it('"first name, last name, email, zip required, shown only if missing"', () => {
    expect(missingProfileFields({ firstName: 'Ada', lastName: 'L', email: 'a@b.co', zip: '02134' })).toEqual([]);
    expect(missingProfileFields({ firstName: 'Ada', lastName: ' ', email: null })).toEqual([
      'lastName',
      'email',
      'zip',
    ]);
  });

  it('"favTeam lowercased"', () => {
    expect(normalizeFavTeam(' Archers ')).toBe('archers');
    expect(normalizeFavTeam('')).toBeNull();
    expect(normalizeFavTeam(undefined)).toBeNull();
  });
});

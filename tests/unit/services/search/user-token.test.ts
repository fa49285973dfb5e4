import { describe, expect, it } from 'vitest';
import { anonymousUserToken } from '../../../../src/services/search/user-token.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('anonymousUserToken', () => {
  it('makes one anonymous token and returns the stored one on later visits', () => {
    const storage = memoryStorage();
    const first = anonymousUserToken(storage);
    expect(first).toMatch(/^anonymous-[0-9a-f-]{36}$/);
    expect(anonymousUserToken(storage)).toBe(first);
  });

  it('still gives a token when storage refuses to be read or written', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const token = anonymousUserToken(refusing);
    expect(token).toMatch(/^anonymous-/);
    expect(anonymousUserToken(refusing)).not.toBe(token);
  });
});

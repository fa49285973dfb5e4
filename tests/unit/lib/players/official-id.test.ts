import { describe, expect, it } from 'vitest';
import { padOfficialId } from '../../../../src/lib/players/official-id.ts';

describe('player official ids', () => {
  it('"officialId (left-padded with zeros to 6 characters)"', () => {
    expect(padOfficialId(365)).toBe('000365');
    expect(padOfficialId('365')).toBe('000365');
    expect(padOfficialId(' 1727 ')).toBe('001727');
    expect(padOfficialId('000258')).toBe('000258');
  });
  it('an id of six characters or more is kept', () => {
    expect(padOfficialId('1234567')).toBe('1234567');
  });
});

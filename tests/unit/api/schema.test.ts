/**
 * The schema shapes the wire schemas are made of: what each accepts, what it outputs, and the words
 * of each issue (zod's English ones, written out here by hand), with every issue of a payload found.
 */
import { describe, expect, it } from 'vitest';
import {
  array,
  boolean,
  extend,
  nullable,
  number,
  object,
  oneOf,
  optional,
  preprocess,
  safeRead,
  string,
  transform,
  union,
  withDefault,
  type Schema,
} from '../../../src/api/schemas/schema.ts';

/** The issues of reading `value`, as "path: message" lines. */
function issues(schema: Schema<unknown>, value: unknown): string[] {
  const result = safeRead(schema, value);
  return result.success ? [] : result.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('schema shapes', () => {
  it('strings, numbers and booleans name what they expected and what came', () => {
    expect(safeRead(string(), 'a')).toEqual({ success: true, data: 'a' });
    expect(issues(string(), 5)).toEqual([': expected string, received number']);
    expect(issues(string(1), '')).toEqual([': Too small: expected string to have >=1 characters, received ""']);
    expect(issues(number(), '5')).toEqual([': expected number, received string']);
    expect(issues(number(), Number.NaN)).toEqual([': expected number, received NaN']);
    expect(issues(number(), Number.POSITIVE_INFINITY)).toEqual([': expected number, received Infinity']);
    expect(issues(number({ int: true }), 1.5)).toEqual([': expected int, received number']);
    expect(issues(number({ int: true }), 2 ** 60)).toEqual([
      ': Too big: expected int to be <=9007199254740991, received 1152921504606847000',
    ]);
    expect(issues(number({ int: true }), -(2 ** 60))).toEqual([
      ': Too small: expected int to be >=-9007199254740991, received -1152921504606847000',
    ]);
    expect(issues(number({ min: 0 }), -1)).toEqual([': Too small: expected number to be >=0, received -1']);
    expect(issues(boolean(), 'true')).toEqual([': expected boolean, received string']);
    expect(issues(boolean(), null)).toEqual([': expected boolean, received null']);
  });

  it('an option, a union, a list', () => {
    expect(issues(oneOf(['regular', 'post']), 'playoffs')).toEqual([
      ': Invalid option: expected one of "regular"|"post", received "playoffs"',
    ]);
    expect(safeRead(union([string(), number()]), 3)).toEqual({ success: true, data: 3 });
    expect(issues(union([string(), number()]), {})).toEqual([': Invalid input, received {}']);
    // A long value is quoted up to 57 characters of its JSON.
    expect(issues(union([string(), number()]), { text: 'x'.repeat(70) })).toEqual([
      `: Invalid input, received {"text":"${'x'.repeat(48)}...`,
    ]);
    expect(issues(array(number()), [1, 'x', 3, null])).toEqual([
      '1: expected number, received string',
      '3: expected number, received null',
    ]);
    expect(issues(array(number()), { 0: 1 })).toEqual([': expected array, received object']);
  });

  it('null, missing, defaults, conversions', () => {
    expect(safeRead(nullable(string()), null)).toEqual({ success: true, data: null });
    expect(issues(nullable(string()), undefined)).toEqual([': expected string, received undefined']);
    expect(safeRead(optional(string()), undefined)).toEqual({ success: true, data: undefined });
    expect(safeRead(withDefault(nullable(string()), null), undefined)).toEqual({ success: true, data: null });
    expect(safeRead(preprocess(Number, number()), '4')).toEqual({ success: true, data: 4 });
    expect(
      safeRead(
        transform(number(), (value) => value * 2),
        4,
      ),
    ).toEqual({ success: true, data: 8 });
    expect(
      issues(
        transform(number(), (value) => value * 2),
        'x',
      ),
    ).toEqual([': expected number, received string']);
  });

  it('an object keeps only its fields, reads a missing one as undefined, and reports every field wrong', () => {
    const team = object({ id: string(1), seed: withDefault(nullable(number()), null), note: optional(string()) });
    expect(safeRead(team, { id: 'ARC', extra: 1 })).toEqual({ success: true, data: { id: 'ARC', seed: null } });
    expect(safeRead(team, { id: 'ARC', note: undefined })).toEqual({
      success: true,
      data: { id: 'ARC', seed: null, note: undefined },
    });
    expect(issues(team, { id: 5, seed: 'x' })).toEqual([
      'id: expected string, received number',
      'seed: expected number, received string',
    ]);
    expect(issues(team, [])).toEqual([': expected object, received array']);
    expect(issues(object({ team: object({ id: string() }) }), { team: { id: 1 } })).toEqual([
      'team.id: expected string, received number',
    ]);
    const ranked = extend(team, { seed: number(), rank: number() });
    expect(safeRead(ranked, { id: 'ARC', seed: 1, rank: 2 })).toEqual({
      success: true,
      data: { id: 'ARC', seed: 1, rank: 2 },
    });
    expect(issues(ranked, { id: 'ARC' })).toEqual([
      'seed: expected number, received undefined',
      'rank: expected number, received undefined',
    ]);
  });
});

/**
 * Building blocks of the wire schemas. Lenient where the wire is nullable (missing and null both
 * become null, a missing list becomes []), strict where the site depends on a field (ids, names,
 * statuses, times), coercing only where the league API sends numbers as strings.
 *
 * The schemas are zod/mini's (functions, not methods), so that the live pages, which check every
 * payload in the browser, ship a fraction of the classic library.
 */
import * as z from 'zod/mini';
import { SEASON_SEGMENTS } from '../../lib/seasons.ts';

/** Numeric strings become numbers, '' becomes null, anything else is left to fail. */
function numeric(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : value;
}

/** As `numeric`, and a missing value reads as null. */
function numericOrNull(value: unknown): unknown {
  return value === undefined ? null : numeric(value);
}

function numbersToString(value: unknown): unknown {
  if (value === undefined) return null;
  return typeof value === 'number' ? String(value) : value;
}

function booleanish(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** Runs `prepare` on the raw value, then checks the result against `schema`. */
export function preprocess<T extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: T) {
  return z.pipe(z.transform(prepare), schema);
}

/** A required non-empty string: official ids, slugs, marker ids. */
export const idString = z.string().check(z.minLength(1));

/** A required number that may arrive as a numeric string (startTime, week, statValue...). */
export const numberish = preprocess(numeric, z.number());
/** A required integer that may arrive as a numeric string. */
export const intish = preprocess(numeric, z.number().check(z.int()));
/** A number, a numeric string, '', null or missing (the last three become null). */
export const nullableNumberish = preprocess(numericOrNull, z.nullable(z.number()));

/** A number or null; missing becomes null. */
export const nullableNumber = z._default(z.nullable(z.number()), null);
/** A string or null; missing becomes null. */
export const nullableString = z._default(z.nullable(z.string()), null);
/** A string (numbers are turned into strings) or null; missing becomes null. */
export const nullableStringish = preprocess(numbersToString, z.nullable(z.string()));
/** A boolean ('true'/'false' accepted) or null; missing becomes null. */
export const nullableBoolean = preprocess(booleanish, z.nullable(z.boolean()));

/** A list; null or missing becomes []. */
export function list<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((items: z.output<T>[] | null | undefined): z.output<T>[] => items ?? []),
  );
}

/** A nested object that may be null or missing (then null). */
export function nullableObject<T extends z.ZodMiniType>(schema: T) {
  return z._default(z.nullable(schema), null);
}

/** One nullable number field per key, typed by key. */
export function numberFields<const K extends string>(keys: readonly K[]): { [P in K]: typeof nullableNumber } {
  return Object.fromEntries(keys.map((key) => [key, nullableNumber])) as { [P in K]: typeof nullableNumber };
}

/** A season segment, case-insensitive on the wire ("champSeries" reads as "champseries"). */
export const seasonSegment = preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  z.enum(SEASON_SEGMENTS),
);

/**
 * Building blocks of the wire schemas. Lenient where the wire is nullable (missing and null both
 * become null, a missing list becomes []), strict where the site depends on a field (ids, names,
 * statuses, times), coercing only where the league API sends numbers as strings.
 */
import { z } from 'zod';
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

/** A required non-empty string: official ids, slugs, marker ids. */
export const idString = z.string().min(1);

/** A required number that may arrive as a numeric string (startTime, week, statValue...). */
export const numberish = z.preprocess(numeric, z.number());
/** A required integer that may arrive as a numeric string. */
export const intish = z.preprocess(numeric, z.number().int());
/** A number, a numeric string, '', null or missing (the last three become null). */
export const nullableNumberish = z.preprocess(numericOrNull, z.number().nullable());

/** A number or null; missing becomes null. */
export const nullableNumber = z.number().nullable().default(null);
/** A string or null; missing becomes null. */
export const nullableString = z.string().nullable().default(null);
/** A string (numbers are turned into strings) or null; missing becomes null. */
export const nullableStringish = z.preprocess(numbersToString, z.string().nullable());
/** A boolean ('true'/'false' accepted) or null; missing becomes null. */
export const nullableBoolean = z.preprocess(booleanish, z.boolean().nullable());

/** A list; null or missing becomes []. */
export function list<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((items): z.output<T>[] => items ?? []);
}

/** A nested object that may be null or missing (then null). */
export function nullableObject<T extends z.ZodType>(schema: T) {
  return schema.nullable().default(null);
}

/** One nullable number field per key, typed by key. */
export function numberFields<const K extends string>(keys: readonly K[]): { [P in K]: typeof nullableNumber } {
  return Object.fromEntries(keys.map((key) => [key, nullableNumber])) as { [P in K]: typeof nullableNumber };
}

/** A season segment, case-insensitive on the wire ("champSeries" reads as "champseries"). */
export const seasonSegment = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  z.enum(SEASON_SEGMENTS),
);

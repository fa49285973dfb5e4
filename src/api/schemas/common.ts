/**
 * Building blocks of the wire schemas. Lenient where the wire is nullable (missing and null both
 * become null, a missing list becomes []), strict where the site depends on a field (ids, names,
 * statuses, times), coercing only where the league API sends numbers as strings.
 */
import {
  array,
  boolean,
  nullable,
  number,
  oneOf,
  optional,
  preprocess,
  string,
  transform,
  withDefault,
  type Schema,
} from './schema.ts';
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
export const idString = string(1);

/** A required number that may arrive as a numeric string (startTime, week, statValue...). */
export const numberish = preprocess(numeric, number());
/** A required integer that may arrive as a numeric string. */
export const intish = preprocess(numeric, number({ int: true }));
/** A number, a numeric string, '', null or missing (the last three become null). */
export const nullableNumberish = preprocess(numericOrNull, nullable(number()));

/** A number or null; missing becomes null. */
export const nullableNumber = withDefault(nullable(number()), null);
/** A string or null; missing becomes null. */
export const nullableString = withDefault(nullable(string()), null);
/** A string (numbers are turned into strings) or null; missing becomes null. */
export const nullableStringish = preprocess(numbersToString, nullable(string()));
/** A boolean ('true'/'false' accepted) or null; missing becomes null. */
export const nullableBoolean = preprocess(booleanish, nullable(boolean()));

/** A list; null or missing becomes []. */
/* @__NO_SIDE_EFFECTS__ */
export function list<Item>(item: Schema<Item>): Schema<Item[]> {
  return transform(optional(nullable(array(item))), (items) => items ?? []);
}

/** A nested object that may be null or missing (then null). */
/* @__NO_SIDE_EFFECTS__ */
export function nullableObject<Output>(schema: Schema<Output>): Schema<Output | null> {
  return withDefault(nullable(schema), null);
}

/** One nullable number field per key, typed by key. */
/* @__NO_SIDE_EFFECTS__ */
export function numberFields<const K extends string>(keys: readonly K[]): { [P in K]: typeof nullableNumber } {
  return Object.fromEntries(keys.map((key) => [key, nullableNumber])) as { [P in K]: typeof nullableNumber };
}

/** A season segment, case-insensitive on the wire ("champSeries" reads as "champseries"). */
export const seasonSegment = preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  oneOf(SEASON_SEGMENTS),
);

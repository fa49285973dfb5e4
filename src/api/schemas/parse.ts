/**
 * Validation at the edge: every payload is parsed entity by entity, so a failure names the entity,
 * its id and the field: `Invalid Event "2024_game_1": field homeTeam.officialId: expected string,
 * received number`.
 */
import { SchemaError, type SchemaIssue } from '../errors.ts';
import { safeRead, type Infer, type Issue, type Schema } from './schema.ts';

export interface Entity<S extends Schema<unknown>> {
  /** As the league API names it: Event, Player, Team, Standing... */
  readonly name: string;
  readonly schema: S;
  /** Where the id lives in the raw payload, first match wins; dotted paths reach nested objects. */
  readonly idKeys: readonly string[];
}

/* @__NO_SIDE_EFFECTS__ */
export function entity<S extends Schema<unknown>>(name: string, schema: S, idKeys: readonly string[]): Entity<S> {
  return { name, schema, idKeys };
}

export interface ParseContext {
  /** Where the payload came from (`GET http://.../v4/events?year=2024`), quoted in the message. */
  source?: string | undefined;
  /** The id the caller asked for, used when the payload carries none. */
  id?: string | undefined;
}

export function parseEntity<S extends Schema<unknown>>(
  spec: Entity<S>,
  raw: unknown,
  context: ParseContext = {},
): Infer<S> {
  return parseAt(spec, raw, null, context);
}

/** Parses a list item by item; a payload that is not an array fails as `Invalid {Entity} list`. */
export function parseEntityList<S extends Schema<unknown>>(
  spec: Entity<S>,
  raw: unknown,
  context: ParseContext = {},
): Infer<S>[] {
  if (!Array.isArray(raw)) {
    throw new SchemaError({
      entity: `${spec.name} list`,
      id: context.id ?? null,
      issues: [{ path: '', message: `expected an array, received ${describeType(raw)}` }],
      url: context.source,
    });
  }
  return raw.map((item: unknown, index) => parseAt(spec, item, index, { source: context.source }));
}

function parseAt<S extends Schema<unknown>>(
  spec: Entity<S>,
  raw: unknown,
  index: number | null,
  context: ParseContext,
): Infer<S> {
  const result = safeRead(spec.schema, raw);
  if (result.success) return result.data as Infer<S>;
  throw new SchemaError({
    entity: spec.name,
    id: idOf(raw, spec.idKeys) ?? context.id ?? null,
    index,
    issues: result.issues.map(toIssue),
    url: context.source,
  });
}

/** The first id found under `keys` in a raw payload (strings and numbers only). */
export function idOf(raw: unknown, keys: readonly string[]): string | null {
  for (const key of keys) {
    let value: unknown = raw;
    for (const part of key.split('.')) {
      value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
    }
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text === '' ? String(part) : `.${String(part)}`;
  }
  return text;
}

const toIssue = (issue: Issue): SchemaIssue => ({ path: formatPath(issue.path), message: issue.message });

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

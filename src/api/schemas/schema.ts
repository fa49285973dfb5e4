/**
 * The few schema shapes the wire needs (strings, numbers, booleans, lists, objects, nulls, defaults,
 * options, conversions), each reading a payload into its typed output or saying what is wrong where,
 * in the words of zod's English messages ("expected string, received number"). Every issue is
 * collected, not only the first. The live pages check every payload in the browser with these: about
 * 2 kB of minified script where zod/mini took 26 kB, on pages whose whole script budget is 90 kB gzipped.
 * Each builder is marked free of side effects (@__NO_SIDE_EFFECTS__), so the bundler drops the
 * schemas a page never reads from its script.
 */

/** Where in the payload: keys and list positions from its root. */
export type Path = readonly (string | number)[];

export interface Issue {
  path: Path;
  message: string;
}

export interface Schema<Output> {
  /** Reads `value` at `path`: its output, or FAILED after adding what is wrong to `issues`. */
  read(value: unknown, path: Path, issues: Issue[]): Output | typeof FAILED;
}

/** What a read returns when the value does not fit (its issues say why). */
export const FAILED: unique symbol = Symbol('failed');

/** A schema's output type. */
export type Infer<S> = S extends Schema<infer Output> ? Output : never;

export type SafeRead<Output> = { success: true; data: Output } | { success: false; issues: Issue[] };

/** Reads a whole payload: the output, or every issue found. */
export function safeRead<Output>(schema: Schema<Output>, value: unknown): SafeRead<Output> {
  const issues: Issue[] = [];
  const data = schema.read(value, [], issues);
  return data === FAILED || issues.length > 0 ? { success: false, issues } : { success: true, data };
}

/** The type a message names: typeof, with null, array, NaN and Infinity told apart. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : 'Infinity';
  return typeof value;
}

/** A value as a message quotes it: JSON, cut at 60 characters. */
function preview(value: unknown): string {
  if (value === undefined) return 'undefined';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function fail(issues: Issue[], path: Path, message: string): typeof FAILED {
  issues.push({ path, message });
  return FAILED;
}

const typeIssue = (issues: Issue[], path: Path, expected: string, value: unknown): typeof FAILED =>
  fail(issues, path, `expected ${expected}, received ${typeName(value)}`);

/** A string, at least `minLength` characters long. */
/* @__NO_SIDE_EFFECTS__ */
export function string(minLength = 0): Schema<string> {
  return {
    read: (value, path, issues) => {
      if (typeof value !== 'string') return typeIssue(issues, path, 'string', value);
      if (value.length < minLength)
        return fail(
          issues,
          path,
          `Too small: expected string to have >=${String(minLength)} characters, received ${preview(value)}`,
        );
      return value;
    },
  };
}

/** A finite number; with `int` a safe integer, with `min` at least that. */
/* @__NO_SIDE_EFFECTS__ */
export function number(options: { int?: boolean; min?: number } = {}): Schema<number> {
  return {
    read: (value, path, issues) => {
      if (typeof value !== 'number' || !Number.isFinite(value)) return typeIssue(issues, path, 'number', value);
      if (options.int === true) {
        if (!Number.isInteger(value)) return typeIssue(issues, path, 'int', value);
        if (!Number.isSafeInteger(value)) {
          const [bound, word] = value > 0 ? [Number.MAX_SAFE_INTEGER, 'big'] : [Number.MIN_SAFE_INTEGER, 'small'];
          const side = value > 0 ? '<=' : '>=';
          return fail(
            issues,
            path,
            `Too ${word}: expected int to be ${side}${String(bound)}, received ${preview(value)}`,
          );
        }
      }
      if (options.min !== undefined && value < options.min)
        return fail(
          issues,
          path,
          `Too small: expected number to be >=${String(options.min)}, received ${preview(value)}`,
        );
      return value;
    },
  };
}

/* @__NO_SIDE_EFFECTS__ */
export function boolean(): Schema<boolean> {
  return {
    read: (value, path, issues) => (typeof value === 'boolean' ? value : typeIssue(issues, path, 'boolean', value)),
  };
}

/** One of the given strings. */
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<const Value extends string>(values: readonly Value[]): Schema<Value> {
  const allowed: ReadonlySet<unknown> = new Set(values);
  const expected = values.map((value) => JSON.stringify(value)).join('|');
  return {
    read: (value, path, issues) =>
      allowed.has(value)
        ? (value as Value)
        : fail(issues, path, `Invalid option: expected one of ${expected}, received ${preview(value)}`),
  };
}

/** What the first of `options` that fits reads. */
/* @__NO_SIDE_EFFECTS__ */
export function union<Options extends readonly Schema<unknown>[]>(options: Options): Schema<Infer<Options[number]>> {
  return {
    read: (value, path, issues) => {
      for (const option of options) {
        const tried: Issue[] = [];
        const read = option.read(value, path, tried);
        if (read !== FAILED && tried.length === 0) return read as Infer<Options[number]>;
      }
      return fail(issues, path, `Invalid input, received ${preview(value)}`);
    },
  };
}

/* @__NO_SIDE_EFFECTS__ */
export function array<Item>(item: Schema<Item>): Schema<Item[]> {
  return {
    read: (value, path, issues) => {
      if (!Array.isArray(value)) return typeIssue(issues, path, 'array', value);
      const items: Item[] = [];
      let failed = false;
      for (const [index, element] of (value as unknown[]).entries()) {
        const read = item.read(element, [...path, index], issues);
        if (read === FAILED) failed = true;
        else items.push(read);
      }
      return failed ? FAILED : items;
    },
  };
}

/** Null as itself, anything else read by `schema`. */
/* @__NO_SIDE_EFFECTS__ */
export function nullable<Output>(schema: Schema<Output>): Schema<Output | null> {
  return { read: (value, path, issues) => (value === null ? null : schema.read(value, path, issues)) };
}

/** A missing value (undefined) as itself, anything else read by `schema`. */
/* @__NO_SIDE_EFFECTS__ */
export function optional<Output>(schema: Schema<Output>): Schema<Output | undefined> {
  return { read: (value, path, issues) => (value === undefined ? undefined : schema.read(value, path, issues)) };
}

/** A missing value (undefined) as `fallback`, anything else read by `schema`. */
/* @__NO_SIDE_EFFECTS__ */
export function withDefault<Output>(schema: Schema<Output>, fallback: Output): Schema<Output> {
  return { read: (value, path, issues) => (value === undefined ? fallback : schema.read(value, path, issues)) };
}

/** Runs `prepare` on the raw value, then reads the result with `schema`. */
/* @__NO_SIDE_EFFECTS__ */
export function preprocess<Output>(prepare: (value: unknown) => unknown, schema: Schema<Output>): Schema<Output> {
  return { read: (value, path, issues) => schema.read(prepare(value), path, issues) };
}

/** Reads with `schema`, then turns its output into another. */
/* @__NO_SIDE_EFFECTS__ */
export function transform<Input, Output>(schema: Schema<Input>, change: (input: Input) => Output): Schema<Output> {
  return {
    read: (value, path, issues) => {
      const read = schema.read(value, path, issues);
      return read === FAILED ? FAILED : change(read);
    },
  };
}

export type Shape = Readonly<Record<string, Schema<unknown>>>;

export interface ObjectSchema<S extends Shape> extends Schema<{ -readonly [Key in keyof S]: Infer<S[Key]> }> {
  readonly shape: S;
}

/**
 * An object with the fields of `shape`, each read by its schema (a missing one as undefined); fields
 * the shape does not name are left out of the output.
 */
/* @__NO_SIDE_EFFECTS__ */
export function object<const S extends Shape>(shape: S): ObjectSchema<S> {
  const keys = Object.keys(shape);
  return {
    shape,
    read: (value, path, issues) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return typeIssue(issues, path, 'object', value);
      const record = value as Readonly<Record<string, unknown>>;
      const output: Record<string, unknown> = {};
      let failed = false;
      for (const key of keys) {
        const read = shape[key]?.read(record[key], [...path, key], issues);
        if (read === FAILED) failed = true;
        else if (read !== undefined || key in record) output[key] = read;
      }
      return failed ? FAILED : (output as { -readonly [Key in keyof S]: Infer<S[Key]> });
    },
  };
}

/** An object schema with more fields (a field named again takes the new schema). */
/* @__NO_SIDE_EFFECTS__ */
export function extend<S extends Shape, More extends Shape>(
  schema: ObjectSchema<S>,
  more: More,
): ObjectSchema<Omit<S, keyof More> & More> {
  return object({ ...schema.shape, ...more });
}

/** The fields of T that are defined (optional, but never undefined when present). */
export type Defined<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/** A copy of `value` without its undefined fields (JSON bodies and merges then skip them). */
export function withoutUndefined<T extends object>(value: T): Defined<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Defined<T>;
}

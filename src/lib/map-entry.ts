/** What a map holds under `key`, made by `make` and kept there on the first ask. */
export function mapEntry<Key extends object, Value>(map: WeakMap<Key, Value>, key: Key, make: () => Value): Value;
export function mapEntry<Key, Value>(map: Map<Key, Value>, key: Key, make: () => Value): Value;
export function mapEntry<Key extends object, Value>(
  map: Map<Key, Value> | WeakMap<Key, Value>,
  key: Key,
  make: () => Value,
): Value {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

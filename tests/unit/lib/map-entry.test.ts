import { describe, expect, it } from 'vitest';
import { mapEntry } from '../../../src/lib/map-entry.ts';

describe('mapEntry', () => {
  it('makes what a key lacks once, keeps it, and gives it back on every later ask', () => {
    const map = new Map<string, number[]>();
    let made = 0;
    const make = () => {
      made += 1;
      return [made];
    };
    const first = mapEntry(map, 'a', make);
    expect(mapEntry(map, 'a', make)).toBe(first);
    expect(mapEntry(map, 'b', make)).toEqual([2]);
    expect(made).toBe(2);
    expect([...map.keys()]).toEqual(['a', 'b']);
  });

  it('keys a weak map by object', () => {
    const map = new WeakMap<object, string>();
    const [one, two] = [{}, {}];
    expect(mapEntry(map, one, () => 'one')).toBe('one');
    expect(mapEntry(map, two, () => 'two')).toBe('two');
    expect(mapEntry(map, one, () => 'again')).toBe('one');
  });
});

/**
 * A build runs two copies of the derived-data module (the pre-render bundle's and its
 * integrations'): in a build they share what either worked out for the process's league; outside
 * one (the dev server, where an edit must take effect) each copy keeps its own.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';

type OncePerLeague = typeof import('../../../src/data/once-per-league.ts').oncePerLeague;

/** A fresh copy of the module, as a second bundle of the same code would load. */
async function moduleCopy(): Promise<OncePerLeague> {
  vi.resetModules();
  return (await import('../../../src/data/once-per-league.ts')).oncePerLeague;
}

/** A league as a key: the stores never read it. */
const aLeague = (): LeagueData => Object.create(LeagueData.prototype) as LeagueData;
const league = aLeague();

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('oncePerLeague', () => {
  it('in a build, gives a second copy of the module what the first worked out under that name', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const first = vi.fn(() => ['made by the first copy']);
    const second = vi.fn(() => ['made by the second copy']);
    const made = (await moduleCopy())('rows', first)(league);
    expect((await moduleCopy())('rows', second)(league)).toBe(made);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 0]);
  });

  it('keeps stores of other names and other leagues apart', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const once = await moduleCopy();
    const other = aLeague();
    expect(once('a', () => 'a')(league)).toBe('a');
    expect(once('b', () => 'b')(league)).toBe('b');
    expect(once('a', () => 'a of another league')(other)).toBe('a of another league');
  });

  it('outside a build, lets each copy work its data out, and each only once', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const first = vi.fn(() => 'first');
    const firstStore = (await moduleCopy())('rows', first);
    expect([firstStore(league), firstStore(league)]).toEqual(['first', 'first']);
    expect((await moduleCopy())('rows', () => 'second')(league)).toBe('second');
    expect(first).toHaveBeenCalledTimes(1);
  });
});

describe('oncePerKey', () => {
  it('works each key out once per league, an object key by its identity, and a second copy shares them in a build', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const { oncePerKey } = await import('../../../src/data/once-per-league.ts');
    const cards = oncePerKey<string>('cards');
    const part = { lines: [1] };
    const make = vi.fn((made: string) => made);
    expect(cards(league, 'game 1', () => make('game 1'))).toBe('game 1');
    expect(cards(league, 'game 1', () => make('again'))).toBe('game 1');
    expect(cards(league, 2026, () => make('2026'))).toBe('2026');
    expect(cards(league, part, () => make('the part'))).toBe('the part');
    expect(cards(league, { lines: [1] }, () => make('an equal object'))).toBe('an equal object');
    expect(cards(aLeague(), 'game 1', () => make('another league'))).toBe('another league');
    vi.resetModules();
    const copy = (await import('../../../src/data/once-per-league.ts')).oncePerKey<string>('cards');
    expect(copy(league, part, () => make('the second copy'))).toBe('the part');
    expect(make.mock.calls.map(([made]) => made)).toEqual([
      'game 1',
      '2026',
      'the part',
      'an equal object',
      'another league',
    ]);
  });
});

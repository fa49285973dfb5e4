import { describe, expect, it } from 'vitest';
import {
  locationMatches,
  lookTimes,
  messagingInitDue,
  takeMessageFor,
  unseenMessages,
} from '../../../../src/lib/messaging/messages.ts';

const message = (messageId: string, location: string) => ({ messageId, location });

describe('in-app messaging', () => {
  it('a location matches its page name exactly, or as a prefix when it ends in *', () => {
    expect(locationMatches('players', 'players')).toBe(true);
    expect(locationMatches('players', 'players_season_2025_regular')).toBe(false);
    expect(locationMatches('players_*', 'players_season_2025_regular')).toBe(true);
    expect(locationMatches('home', 'players')).toBe(false);
    expect(locationMatches('*', 'games_2024_2024_game_6')).toBe(true);
  });

  it('"stays pending until the page name matches its location, then shown and cleared"', () => {
    const pending = [message('a', 'teams'), message('b', 'players'), message('c', 'players')];
    expect(takeMessageFor(pending, 'home')).toEqual({ shown: null, pending });
    const onPlayers = takeMessageFor(pending, 'players');
    expect(onPlayers).toEqual({
      shown: message('b', 'players'),
      pending: [message('a', 'teams'), message('c', 'players')],
    });
    expect(takeMessageFor(onPlayers.pending, 'players').shown).toEqual(message('c', 'players'));
  });

  it('a message seen before is not shown again; a repeated one counts once', () => {
    expect(unseenMessages([message('a', 'x'), message('b', 'y'), message('a', 'x')], new Set(['b']))).toEqual([
      message('a', 'x'),
    ]);
  });

  it('"trigger 10 s, waits 100 and 200 ms": looks at 10 s, 10.1 s and 10.3 s', () => {
    expect(lookTimes()).toEqual([10_000, 10_100, 10_300]);
  });

  it('"initialised once auth loading ends, re-initialised when user id changes"', () => {
    expect(messagingInitDue(undefined, true, null)).toBe(false);
    expect(messagingInitDue(undefined, false, null)).toBe(true);
    expect(messagingInitDue(null, false, null)).toBe(false);
    expect(messagingInitDue(null, false, 'uid-1')).toBe(true);
    expect(messagingInitDue('uid-1', false, 'uid-1')).toBe(false);
    expect(messagingInitDue('uid-1', true, 'uid-2')).toBe(false);
    expect(messagingInitDue('uid-1', false, null)).toBe(true);
  });
});

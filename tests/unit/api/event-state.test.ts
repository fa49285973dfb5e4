/**
 * The live views' check of an event: its status, score, period and clock, by the rules the full
 * event schema has for them, and nothing else of the payload (the teams, tickets and broadcast
 * fields a live view never shows are neither checked nor kept).
 */
import { describe, expect, it } from 'vitest';
import { EventEntity, EventStateEntity } from '../../../src/api/schemas/event.ts';
import { parseEntity } from '../../../src/api/schemas/parse.ts';
import { gameMeta } from './fixtures.ts';

describe('the event state a live view reads', () => {
  it('keeps the status, score, period scores, period and clock of the single-game answer', () => {
    // Read off the fixture by hand: the 2023 Championship Series sample.
    const wire = gameMeta();
    expect(parseEntity(EventStateEntity, wire)).toEqual({
      id: wire['id'],
      slugname: wire['slugname'],
      eventStatus: wire['eventStatus'],
      period: wire['period'],
      clockMinutes: wire['clockMinutes'],
      clockSeconds: wire['clockSeconds'],
      gameStatus: wire['gameStatus'],
      homeScore: wire['homeScore'],
      visitorScore: wire['visitorScore'],
      homePeriodScores: wire['homePeriodScores'],
      visitorPeriodScores: wire['visitorPeriodScores'],
    });
  });

  it('reads a string score as the full schema does, and names a bad status by event and field', () => {
    const wire: Record<string, unknown> = { ...gameMeta(), homeScore: '12', eventStatus: 'live' };
    expect(() => parseEntity(EventStateEntity, wire)).toThrow(
      `Invalid Event "${String(wire['slugname'])}": field eventStatus: expected number, received string`,
    );
    const read = parseEntity(EventStateEntity, { ...wire, eventStatus: 1 });
    expect(read.homeScore).toBe(12);
    expect(parseEntity(EventEntity, { ...wire, eventStatus: 1 }).homeScore).toBe(12);
  });

  it('leaves alone a team record the live views never show, which the full schema refuses', () => {
    const wire: Record<string, unknown> = { ...gameMeta(), homeTeam: { fullName: 'No id' } };
    expect(() => parseEntity(EventEntity, wire)).toThrow(/field homeTeam\.officialId/);
    expect(parseEntity(EventStateEntity, wire).slugname).toBe(wire['slugname']);
  });
});

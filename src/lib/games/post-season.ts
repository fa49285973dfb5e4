/** Post-season round labels ("Post-season label from description ..."). */
import { isFinal, publishedScore, type ScoredEvent } from './status.ts';

export type RoundLabel = 'Quarterfinals' | 'Semifinals' | 'Championship' | 'All-Star';

export interface LabelledEvent {
  seasonSegment: string;
  description?: string | null;
}

/**
 * "Post-season label from description: Quarterfinals, Semifinals, Championship; allstar shows
 * All-Star." Read from post-season and Championship Series knockout games ("PLL Semifinals",
 * "PLL Championship"); "Championship Series" names the tournament, not its final, so it is no
 * Championship label. Regular-season games have none.
 */
export function roundLabel(event: LabelledEvent): RoundLabel | null {
  if (event.seasonSegment === 'allstar') return 'All-Star';
  if (event.seasonSegment !== 'post' && event.seasonSegment !== 'champseries') return null;
  const description = (event.description ?? '').toLowerCase();
  if (description.includes('quarterfinal')) return 'Quarterfinals';
  if (description.includes('semifinal')) return 'Semifinals';
  if (/championship(?! series)/.test(description)) return 'Championship';
  return null;
}

/**
 * An All-Star event's name: the Skills Competition, the All-Star event that keeps no score (a final
 * without one), else the All-Star Game.
 */
export function allStarEventName(event: ScoredEvent): 'All-Star Skills Competition' | 'All-Star Game' {
  const score = publishedScore(event);
  return isFinal(event.eventStatus) && score.away === null && score.home === null
    ? 'All-Star Skills Competition'
    : 'All-Star Game';
}

/**
 * What a game is called: "Away at Home". Both sides of an All-Star event are All-Star teams, so it
 * goes by its own name (allStarEventName), the All-Star Game's between its two sides.
 */
export function gameTitle(event: LabelledEvent & ScoredEvent, away: string, home: string): string {
  if (event.seasonSegment !== 'allstar') return `${away} at ${home}`;
  const name = allStarEventName(event);
  return name === 'All-Star Game' ? `${name}: ${away} vs ${home}` : name;
}

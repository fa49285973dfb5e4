/** Post-season round labels ("Post-season label from description ..."). */

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

/** Period labels. */

/** "FINAL if period 4 or less, FINAL OT above 4" */
export const REGULATION_PERIODS = 4;

const ORDINALS = ['1st', '2nd', '3rd', '4th'] as const;

/** "5 OT; above 5 OT{period-4}" */
function overtimeLabel(period: number): string {
  return period === REGULATION_PERIODS + 1 ? 'OT' : `OT${period - REGULATION_PERIODS}`;
}

/** "1-4 are 1st-4th ...; 5 OT; above 5 OT{period-4}". Before the game (period 0) there is no label. */
export function periodLabel(period: number): string {
  if (period < 1) return '';
  return ORDINALS[period - 1] ?? overtimeLabel(period);
}

/** "1-4 are 1st-4th (Q1-Q4); 5 OT; above 5 OT{period-4}": the short form, for score tables. */
export function quarterLabel(period: number): string {
  if (period < 1) return '';
  return period <= REGULATION_PERIODS ? `Q${period}` : overtimeLabel(period);
}

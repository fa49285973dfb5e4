/** A goal is worth 2 when it is a two-point shot (also on the power play), else 1. */
export function goalValue(shotType: string | null): number {
  return shotType === '2_PT' || shotType === 'MU_2_PT' ? 2 : 1;
}

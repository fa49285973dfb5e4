/**
 * Game times as a fan reads them ("Start time with minute :23 shows TBA. Times read
 * like 7pm, hiding :00."). Always in the league's time zone, and saying so: "7pm ET".
 */

/** "Start time with minute :23 shows TBA." */
const TBA_START_MINUTE = 23;

/**
 * Project's decision (the league states its times in Eastern Time, and the team chose it): displayed
 * times are in America/New_York and say "ET".
 */
export const LEAGUE_TIME_ZONE = 'America/New_York';
const LEAGUE_TIME_ZONE_LABEL = 'ET';

const TIME_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: LEAGUE_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: LEAGUE_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((entry) => entry.type === type)?.value ?? '';
}

/**
 * "7pm ET", "7:30pm ET"; "TBA" when the start minute is :23, the league's placeholder for a time not
 * yet set.
 */
export function formatStartTime(startTime: number | string): string {
  const parts = TIME_PARTS.formatToParts(new Date(Number(startTime) * 1000));
  const minute = part(parts, 'minute');
  if (Number(minute) === TBA_START_MINUTE) return 'TBA';
  const clock = minute === '00' ? part(parts, 'hour') : `${part(parts, 'hour')}:${minute}`;
  return `${clock}${part(parts, 'dayPeriod').toLowerCase()} ${LEAGUE_TIME_ZONE_LABEL}`;
}

/** The game's day in the league's time zone: "Sat, May 30" (a 10pm ET game stays on its ET day). */
export function formatGameDate(startTime: number | string): string {
  return DATE_FORMAT.format(new Date(Number(startTime) * 1000));
}

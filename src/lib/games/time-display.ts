/**
 * Game times as a fan reads them ("Start time with minute :23 shows TBA. Times read
 * like 7pm, hiding :00."). Always in the league's time zone, and saying so: "7pm ET".
 */
import { TBA_START_MINUTE } from '../constants.ts';

/**
 * Project's decision (the league states its times in Eastern Time, and the team chose it): displayed
 * times are in America/New_York and say "ET".
 */
export const LEAGUE_TIME_ZONE = 'America/New_York';
const LEAGUE_TIME_ZONE_LABEL = 'ET';

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** Hour, minute and the zone's short name ("PDT", "GMT+9") in a time zone; one formatter per zone. */
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' });
    clockFormats.set(timeZone, format);
  }
  return format;
}

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
 * yet set. In another time zone (the visitor's own, in the browser) the zone's short name replaces
 * ET ("4pm PDT"), and the weekday leads when the game falls on another day there than in ET
 * ("Sun 8am GMT+10"), since the date beside it is the league's.
 */
export function formatStartTime(startTime: number | string, timeZone: string = LEAGUE_TIME_ZONE): string {
  const instant = new Date(Number(startTime) * 1000);
  const league = clockFormat(LEAGUE_TIME_ZONE).formatToParts(instant);
  if (Number(part(league, 'minute')) === TBA_START_MINUTE) return 'TBA';
  const parts = timeZone === LEAGUE_TIME_ZONE ? league : clockFormat(timeZone).formatToParts(instant);
  const minute = part(parts, 'minute');
  const clock = minute === '00' ? part(parts, 'hour') : `${part(parts, 'hour')}:${minute}`;
  const zone = timeZone === LEAGUE_TIME_ZONE ? LEAGUE_TIME_ZONE_LABEL : part(parts, 'timeZoneName');
  const weekday = part(parts, 'weekday');
  const day = weekday === part(league, 'weekday') ? '' : `${weekday} `;
  return `${day}${clock}${part(parts, 'dayPeriod').toLowerCase()} ${zone}`;
}

/** The game's day in the league's time zone: "Sat, May 30" (a 10pm ET game stays on its ET day). */
export function formatGameDate(startTime: number | string): string {
  return DATE_FORMAT.format(new Date(Number(startTime) * 1000));
}

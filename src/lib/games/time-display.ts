/**
 * Game times as a fan reads them ("Start time with minute :23 shows TBA. Times read
 * like 7pm, hiding :00."). Always in the league's time zone, and saying so: "7pm ET".
 */
import { mapEntry } from '../map-entry.ts';

/** "Start time with minute :23 shows TBA." */
const TBA_START_MINUTE = 23;

/**
 * Project's decision (the league states its times in Eastern Time, and the team chose it): displayed
 * times are in America/New_York and say "ET".
 */
export const LEAGUE_TIME_ZONE = 'America/New_York';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: LEAGUE_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

// Building an Intl formatter costs a hundred times what using one does (100 built, 196 ms in Chromium
// at a phone's speed; 100 formats with one, 2 ms): each zone's is built once, in the build and in
// the page's script alike.
const startTimeFormats = new Map<string, Intl.DateTimeFormat>();
// And a build formats each game's start on many pages (schedules, cards, calendars): the text is
// remembered too, so the whole build formats it once a game.
const formattedStartTimes = new Map<string, string>();

/**
 * "7pm ET", "7:30pm ET"; "TBA" when the start minute is :23, the league's placeholder for a time not
 * yet set. In another time zone (the visitor's own, in the browser) the zone's short name replaces
 * ET ("4pm PDT"), and the weekday leads when the game falls on another day there than in ET
 * ("Sun 8am GMT+10"), since the date beside it is the league's.
 */
export function formatStartTime(startTime: number | string, timeZone: string = LEAGUE_TIME_ZONE): string {
  return mapEntry(formattedStartTimes, `${String(startTime)} ${timeZone}`, () =>
    zonedStartTime(Number(startTime), timeZone, LEAGUE_TIME_ZONE, TBA_START_MINUTE, startTimeFormats),
  );
}

/**
 * formatStartTime's rule with the league's zone, the TBA minute and the formatters kept by zone
 * passed in. It refers to nothing outside itself, so the page's inline script carries it as text
 * (LOCAL_TIME_SCRIPT) and the browser applies the very same rule, without loading a file.
 */
function zonedStartTime(
  seconds: number,
  timeZone: string,
  leagueTimeZone: string,
  tbaMinute: number,
  formats: Map<string, Intl.DateTimeFormat>,
): string {
  const instant = new Date(seconds * 1000);
  const partsIn = (zone: string): Intl.DateTimeFormatPart[] => {
    let format = formats.get(zone);
    if (format === undefined) {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        weekday: 'short',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        timeZoneName: 'short',
      });
      formats.set(zone, format);
    }
    return format.formatToParts(instant);
  };
  const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const league = partsIn(leagueTimeZone);
  if (Number(part(league, 'minute')) === tbaMinute) return 'TBA';
  const own = timeZone === leagueTimeZone;
  const parts = own ? league : partsIn(timeZone);
  const minute = part(parts, 'minute');
  const clock = minute === '00' ? part(parts, 'hour') : `${part(parts, 'hour')}:${minute}`;
  const weekday = part(parts, 'weekday');
  const day = weekday === part(league, 'weekday') ? '' : `${weekday} `;
  return `${day}${clock}${part(parts, 'dayPeriod').toLowerCase()} ${own ? 'ET' : part(parts, 'timeZoneName')}`;
}

/**
 * The inline script that restates every `time[data-start]` on the page in the visitor's own zone
 * (placed at the end of the body, so every such element is there when it runs). A page without one
 * never touches Intl: a page's first formatter sets up the browser's date data, 65-120 ms in
 * Chromium at a phone's speed.
 */
export const LOCAL_TIME_SCRIPT = `(function(){var times=document.querySelectorAll('time[data-start]');if(times.length===0)return;
var format=${zonedStartTime.toString()};var formats=new Map();var zone=Intl.DateTimeFormat().resolvedOptions().timeZone;
times.forEach(function(time){time.textContent=format(Number(time.getAttribute('data-start')),zone,${JSON.stringify(LEAGUE_TIME_ZONE)},${String(TBA_START_MINUTE)},formats)})})()`;

const formattedGameDates = new Map<string, string>();

/** The game's day in the league's time zone: "Sat, May 30" (a 10pm ET game stays on its ET day). */
export function formatGameDate(startTime: number | string): string {
  // Remembered like the start time: at ten times the league, formatting it on every page cost 0.7 s a build.
  return mapEntry(formattedGameDates, String(startTime), () => DATE_FORMAT.format(new Date(Number(startTime) * 1000)));
}

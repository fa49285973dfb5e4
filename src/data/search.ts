/**
 * The search documents of the site: every player and team page, and the league content the site
 * itself holds (its sections, the career-leader pages and every game page). Within an index the
 * order is the tie-break of equal scores, so the players and games fans look for most come first.
 */
import { type LeagueData, teamDisplayName } from './league.ts';
import { playerName } from './players.ts';
import { clubFranchises } from './teams.ts';
import { CAREER_LEADER_ORDER } from '../lib/stats/tables.ts';
import { getColumn } from '../lib/stats/columns.ts';
import { careerLeadersPath, gamePath, playerPath, teamPath } from '../lib/routes.ts';
import { formatGameDate } from '../lib/games/time-display.ts';
import { SEARCH_INDEX_VERSION, type SearchDocument, type SearchIndexFile } from '../lib/search/documents.ts';
import { hasFinalScore } from '../lib/games/status.ts';
import { gameTitle } from '../lib/games/post-season.ts';
import { oncePerLeague } from './once-per-league.ts';

/** The site's sections, as their pages title them. */
const SECTIONS: readonly { title: string; path: string; subtitle: string }[] = [
  { title: 'Stats Home', path: '/', subtitle: 'Leaders, standings, latest results' },
  { title: 'Players Stats Leaders', path: '/players/', subtitle: 'Season leaders by category' },
  { title: 'Teams Stats Leaders', path: '/teams/', subtitle: 'Season leaders by category' },
  { title: 'Games', path: '/games/', subtitle: 'Schedule, results and standings' },
  { title: 'All Player Stats', path: '/player-table/', subtitle: 'Every player, every stat' },
  { title: 'All Team Stats', path: '/team-table/', subtitle: 'Every team, every stat' },
  { title: 'Advanced Stats', path: '/advanced-stats/', subtitle: 'Rates and per-game stats' },
  { title: 'Career Leaders', path: '/career-leaders/', subtitle: 'All-time leaders' },
  { title: 'Player Comparison', path: '/player-comparison/', subtitle: 'Compare players stat by stat' },
  { title: 'Fantasy', path: '/fantasy/', subtitle: 'Fantasy points leaders' },
  { title: 'All-Star', path: '/all-star/', subtitle: 'All-Star games' },
];

function playerDocuments(league: LeagueData): SearchDocument[] {
  const careers = league.careers();
  const players = league.players
    .map((player) => ({
      player,
      lastYear: league.playerYears(player.officialId).at(-1) ?? 0,
      points: careers.get(player.officialId)?.counts.points ?? 0,
    }))
    .sort((a, b) => b.lastYear - a.lastYear || b.points - a.points);
  return players.map(({ player }) => {
    const name = playerName(player);
    const lastTeam = league.teamYears(player.officialId).at(-1);
    const teamName = lastTeam ? league.teamName(lastTeam.year, lastTeam.teamId) : null;
    return {
      objectID: `player-${player.officialId}`,
      kind: 'player',
      title: name,
      subtitle: [player.positionName ?? player.position, teamName].filter(Boolean).join(' · '),
      url: playerPath(player.slug),
      image: player.profileUrl,
      firstName: player.firstName,
      lastName: player.lastName,
      fullName: name,
      teamName,
    };
  });
}

function teamDocuments(league: LeagueData): SearchDocument[] {
  return clubFranchises(league).flatMap((franchise) => {
    const years = league.teamYearsOf(franchise);
    const latest = years.at(-1);
    const team = latest === undefined ? undefined : league.team(latest, franchise);
    if (team === undefined) return [];
    const name = teamDisplayName(team);
    return [
      {
        objectID: `team-${franchise}`,
        kind: 'team',
        title: name,
        subtitle: `${team.league} · ${String(years[0])}–${String(latest)}`,
        url: teamPath(franchise),
        image: team.urlLogo,
        fullName: name,
        teamName: team.fullName,
      },
    ];
  });
}

function contentDocuments(league: LeagueData): SearchDocument[] {
  const page = (objectID: string, title: string, subtitle: string, url: string): SearchDocument => ({
    objectID,
    kind: 'page',
    title,
    subtitle,
    url,
    image: null,
    fullName: title,
  });
  const sections = SECTIONS.map((section) =>
    page(`page-${section.path}`, section.title, section.subtitle, section.path),
  );
  const careers = CAREER_LEADER_ORDER.map((stat) =>
    page(`career-${stat}`, `Career ${getColumn(stat).longName} Leaders`, 'All-time leaders', careerLeadersPath(stat)),
  );
  const games = [...league.years].reverse().flatMap((year) =>
    [...league.eventsOf(year)].reverse().map((event) => {
      const title = gameTitle(event, league.teamName(year, event.awayTeamId), league.teamName(year, event.homeTeamId));
      const score = hasFinalScore(event) ? ` · ${String(event.visitorScore)}–${String(event.homeScore)}` : '';
      return page(
        `game-${event.slugname}`,
        title,
        `${formatGameDate(event.startTime)} ${String(year)}${score}`,
        gamePath(year, event.slugname),
      );
    }),
  );
  return [...sections, ...careers, ...games];
}

/** The search index of a league, made once: the search page and the index file both read it. */
export const searchIndexFile = oncePerLeague('search index', (league): SearchIndexFile => ({
  version: SEARCH_INDEX_VERSION,
  indexes: { players: playerDocuments(league), teams: teamDocuments(league), content: contentDocuments(league) },
}));

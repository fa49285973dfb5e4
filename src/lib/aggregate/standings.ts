/**
 * Standings from final games: records, scores for and against, seeds (wins, then score
 * differential, then scores, then team id so the order is total) and, where teams carry a
 * conference, conference records and seeds by the same order within each conference.
 * Conference records count only games between two teams of the same conference.
 */

/** A final game between two teams. */
export interface StandingGame {
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number;
  visitorScore: number;
}

export interface StandingTeam {
  officialId: string;
  /** "eastern" / "western" where the league plays conferences (2024 on), else null. */
  conference: string | null;
}

export interface TeamRecord {
  teamId: string;
  wins: number;
  losses: number;
  ties: number;
  scores: number;
  scoresAgainst: number;
  scoreDiff: number;
  seed: number;
  conference: string | null;
  conferenceWins: number;
  conferenceLosses: number;
  conferenceTies: number;
  conferenceScores: number;
  conferenceScoresAgainst: number;
  conferenceSeed: number | null;
}

interface Tally {
  wins: number;
  losses: number;
  ties: number;
  scores: number;
  scoresAgainst: number;
}

const emptyTally = (): Tally => ({ wins: 0, losses: 0, ties: 0, scores: 0, scoresAgainst: 0 });

function tallyGame(tally: Tally, scored: number, allowed: number): void {
  tally.scores += scored;
  tally.scoresAgainst += allowed;
  if (scored > allowed) tally.wins += 1;
  else if (scored < allowed) tally.losses += 1;
  else tally.ties += 1;
}

/** The seeding order: more wins, then better score differential, then more scores, then id. */
export function compareRecords(
  a: Pick<TeamRecord, 'teamId' | 'wins' | 'scoreDiff' | 'scores'>,
  b: Pick<TeamRecord, 'teamId' | 'wins' | 'scoreDiff' | 'scores'>,
): number {
  if (a.wins !== b.wins) return b.wins - a.wins;
  if (a.scoreDiff !== b.scoreDiff) return b.scoreDiff - a.scoreDiff;
  if (a.scores !== b.scores) return b.scores - a.scores;
  return a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0;
}

/**
 * Standings of `teams` over `games`, in seed order. Games involving a team not in `teams` count
 * for the listed side only.
 */
export function computeStandings(teams: readonly StandingTeam[], games: readonly StandingGame[]): TeamRecord[] {
  const overall = new Map<string, Tally>();
  const conference = new Map<string, Tally>();
  const conferenceOf = new Map<string, string | null>();
  for (const team of teams) {
    overall.set(team.officialId, emptyTally());
    conference.set(team.officialId, emptyTally());
    conferenceOf.set(team.officialId, team.conference);
  }
  for (const game of games) {
    const sides: [string, number, number, string][] = [
      [game.homeTeamId, game.homeScore, game.visitorScore, game.awayTeamId],
      [game.awayTeamId, game.visitorScore, game.homeScore, game.homeTeamId],
    ];
    for (const [teamId, scored, allowed, opponentId] of sides) {
      const tally = overall.get(teamId);
      if (!tally) continue;
      tallyGame(tally, scored, allowed);
      const own = conferenceOf.get(teamId) ?? null;
      if (own !== null && conferenceOf.get(opponentId) === own) {
        tallyGame(conference.get(teamId) ?? emptyTally(), scored, allowed);
      }
    }
  }
  const records: TeamRecord[] = teams.map((team) => {
    const tally = overall.get(team.officialId) ?? emptyTally();
    const inConference = conference.get(team.officialId) ?? emptyTally();
    return {
      teamId: team.officialId,
      wins: tally.wins,
      losses: tally.losses,
      ties: tally.ties,
      scores: tally.scores,
      scoresAgainst: tally.scoresAgainst,
      scoreDiff: tally.scores - tally.scoresAgainst,
      seed: 0,
      conference: team.conference,
      conferenceWins: inConference.wins,
      conferenceLosses: inConference.losses,
      conferenceTies: inConference.ties,
      conferenceScores: inConference.scores,
      conferenceScoresAgainst: inConference.scoresAgainst,
      conferenceSeed: null,
    };
  });
  records.sort(compareRecords);
  const seedsInConference = new Map<string, number>();
  records.forEach((record, index) => {
    record.seed = index + 1;
    if (record.conference !== null) {
      const seed = (seedsInConference.get(record.conference) ?? 0) + 1;
      seedsInConference.set(record.conference, seed);
      record.conferenceSeed = seed;
    }
  });
  return records;
}

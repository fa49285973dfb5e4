/**
 * A real game replayed as live: its plays come out in order as the replay clock passes
 * them, at `speed` game seconds a wall second. While it runs the game is live (eventStatus 1): the
 * clock and period are the last play's, the score and period scores are summed from the goals so
 * far, and box-score lines are built from the plays where the play data allows (goals, assists,
 * shots, saves, faceoffs, ground balls, turnovers, penalties). After the last play the game is what
 * the data says: its final status, score, period scores and box scores.
 */
import type { EventRecord, Play, PlayerGameStat, TeamGameStat } from '../../src/data/snapshot-format.ts';
import type { DecodedGame, LeagueData } from '../../src/data/league.ts';
import { goalValue } from '../../src/lib/games/goal-value.ts';
import { wireRate } from './wire.ts';

export interface ReplayOptions {
  /** The game: slugname or numeric id. */
  game: string;
  /** Game seconds a wall second (default 60). */
  speed?: number;
  paused?: boolean;
  /** Wall clock and tick, injectable for tests. */
  now?: () => number;
  tickMs?: number;
}

/** What one tick emitted: plays `from` up to (not including) `to`, and whether that ended the game. */
export interface ReplayChange {
  from: number;
  to: number;
  ended: boolean;
}

export const DEFAULT_REPLAY_SPEED = 60;
const DEFAULT_TICK_MS = 50;

export class ReplayError extends Error {
  override name = 'ReplayError';
}

type Counts = Record<string, number>;

/** Numbers of a line that are not counts of the game so far. */
const KEPT_NUMBERS = new Set(['jerseyNum', 'gamesPlayed']);

/** A line with every count at zero (names, team and position kept). */
function zeroed<Line extends object>(line: Line): Line {
  return Object.fromEntries(
    Object.entries(line).map(([key, value]) => [key, typeof value === 'number' && !KEPT_NUMBERS.has(key) ? 0 : value]),
  ) as Line;
}

export class LiveReplay {
  readonly event: EventRecord;
  private readonly final: DecodedGame;
  private readonly plays: readonly Play[];
  /** Each play's moment in elapsed game seconds, never going back. */
  private readonly timeline: number[];
  private readonly periodSeconds: number;
  private readonly now: () => number;
  private readonly tickMs: number;
  private readonly listeners = new Set<(change: ReplayChange) => void>();
  private readonly playerLines = new Map<string, PlayerGameStat>();
  private readonly teamLines = new Map<string, TeamGameStat>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastTick: number;
  private gameSeconds = 0;
  private emitted = 0;
  speed: number;
  paused: boolean;

  constructor(data: LeagueData, options: ReplayOptions) {
    const event = data.event(options.game);
    if (!event)
      throw new ReplayError(
        `No game "${options.game}" in the snapshot (give a slugname such as 2024_game_6, or a numeric id)`,
      );
    const final = data.game(event.slugname);
    const first = final?.plays?.[0];
    if (!final?.plays || first === undefined)
      throw new ReplayError(`Game ${event.slugname} has no play-by-play to replay`);
    const speed = options.speed ?? DEFAULT_REPLAY_SPEED;
    if (!(speed > 0))
      throw new ReplayError(`Replay speed must be a positive number of game seconds a second, got ${String(speed)}`);
    this.event = event;
    this.final = final;
    this.plays = final.plays;
    // A period's length is the clock left plus the time passed on the first play (12:00, or 8:00 in the Championship Series).
    this.periodSeconds = first.minutes * 60 + first.seconds + first.secondsPassed;
    // A play's moment comes from its clock: the league API documents secondsPassed as time within the
    // period, but the data counts it from the opening faceoff; the clock means the same in both.
    let moment = 0;
    this.timeline = final.plays.map((play) => {
      moment = Math.max(moment, play.period * this.periodSeconds - (play.minutes * 60 + play.seconds));
      return moment;
    });
    for (const line of final.playerStats) this.playerLines.set(line.playerId, zeroed(line));
    for (const line of final.teamStats) this.teamLines.set(line.officialId, zeroed(line));
    this.speed = speed;
    this.paused = options.paused ?? false;
    this.now = options.now ?? Date.now;
    this.tickMs = options.tickMs ?? DEFAULT_TICK_MS;
    this.lastTick = this.now();
  }

  get playCount(): number {
    return this.emitted;
  }

  get totalPlays(): number {
    return this.plays.length;
  }

  get ended(): boolean {
    return this.emitted === this.plays.length;
  }

  /** Starts the wall clock (the replay's plays come out from the next tick). */
  start(): this {
    this.lastTick = this.now();
    this.timer ??= setInterval(() => {
      this.tick();
    }, this.tickMs);
    return this;
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  subscribe(listener: (change: ReplayChange) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Advances the replay clock by the wall time since the last tick. */
  tick(): void {
    const now = this.now();
    const wallMs = now - this.lastTick;
    this.lastTick = now;
    // Paused emits nothing, not even the plays at the moment the clock stands (the opening
    // faceoff, or plays sharing the last stepped play's second): tests step a paused replay exactly.
    if (this.paused || this.ended) return;
    this.gameSeconds += (wallMs / 1000) * this.speed;
    let to = this.emitted;
    while ((this.timeline[to] ?? Number.POSITIVE_INFINITY) <= this.gameSeconds) to += 1;
    this.emitTo(to);
  }

  /** Emits the next `count` plays at once, whatever the clock (tests step through a game with it). */
  step(count = 1): void {
    const to = Math.min(this.plays.length, this.emitted + count);
    this.gameSeconds = Math.max(this.gameSeconds, this.timeline[to - 1] ?? 0);
    this.emitTo(to);
  }

  private emitTo(to: number): void {
    if (to <= this.emitted) return;
    const from = this.emitted;
    for (const play of this.plays.slice(from, to)) this.count(play);
    this.emitted = to;
    const change = { from, to, ended: this.ended };
    for (const listener of [...this.listeners]) listener(change);
    if (change.ended && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** Adds one play to the running box scores. */
  private count(play: Play): void {
    const player = (id: string | null, add: Counts): void => {
      const line = id === null ? undefined : this.playerLines.get(id);
      if (line) addCounts(line, add);
    };
    const opponent = play.teamId === this.event.homeTeamId ? this.event.awayTeamId : this.event.homeTeamId;
    const team = (teamId: string, add: Counts): void => {
      const line = this.teamLines.get(teamId);
      if (line) addCounts(line, add);
    };
    switch (play.eventType) {
      case 'goal': {
        const value = goalValue(play.shotType);
        const kind = value === 2 ? { twoPointGoals: 1, twoPointShots: 1 } : { onePointGoals: 1 };
        player(play.shooterId, { goals: 1, ...kind, shots: 1, shotsOnGoal: 1, points: value, scoringPoints: value });
        player(play.shotAssistId, { assists: 1, points: 1 });
        player(play.goalieId, { goalsAgainst: 1, scoresAgainst: value, twoPointGoalsAgainst: value === 2 ? 1 : 0 });
        team(play.teamId, {
          goals: 1,
          scores: value,
          ...kind,
          shots: 1,
          shotsOnGoal: 1,
          assists: play.shotAssistId === null ? 0 : 1,
        });
        team(opponent, { goalsAgainst: 1, scoresAgainst: value, twoPointGoalsAgainst: value === 2 ? 1 : 0 });
        break;
      }
      case 'shot': {
        const onGoal = play.shotOnGoal === true ? 1 : 0;
        const twoPoint = goalValue(play.shotType) === 2 ? 1 : 0;
        player(play.shooterId, { shots: 1, shotsOnGoal: onGoal, twoPointShots: twoPoint });
        team(play.teamId, { shots: 1, shotsOnGoal: onGoal, twoPointShots: twoPoint });
        if (play.shotSaved === true) {
          player(play.goalieId, { saves: 1 });
          team(opponent, { saves: 1 });
        }
        break;
      }
      case 'faceoff':
        player(play.faceoffWinnerId, { faceoffsWon: 1, faceoffs: 1 });
        player(play.faceoffLoserId, { faceoffsLost: 1, faceoffs: 1 });
        team(play.teamId, { faceoffsWon: 1, faceoffs: 1 });
        team(opponent, { faceoffsLost: 1, faceoffs: 1 });
        break;
      case 'groundball':
        player(play.gbPlayerId, { groundBalls: 1 });
        team(play.teamId, { groundBalls: 1 });
        break;
      case 'turnover':
        player(play.commitedTurnoverId, { turnovers: 1 });
        player(play.causedTurnoverId, { causedTurnovers: 1 });
        team(play.teamId, { turnovers: 1 });
        if (play.causedTurnoverId !== null) team(opponent, { causedTurnovers: 1 });
        break;
      case 'shotclockexpired':
        team(play.teamId, { shotClockExpirations: 1 });
        break;
      case 'penalty':
        player(play.commitedPenaltyId, { numPenalties: 1, pim: (play.penaltyLength ?? 0) / 60 });
        team(play.teamId, { numPenalties: 1, pim: (play.penaltyLength ?? 0) / 60 });
        break;
    }
  }

  /** The plays emitted so far (or from `from`). */
  playsSoFar(from = 0): Play[] {
    return this.plays.slice(from, this.emitted);
  }

  /** The ids of the players a range of plays touched. */
  playersTouched(from: number, to: number): Set<string> {
    const ids = new Set<string>();
    for (const play of this.plays.slice(from, to)) {
      for (const id of [
        play.shooterId,
        play.shotAssistId,
        play.goalieId,
        play.faceoffWinnerId,
        play.faceoffLoserId,
        play.gbPlayerId,
        play.commitedTurnoverId,
        play.causedTurnoverId,
        play.commitedPenaltyId,
      ]) {
        if (id !== null && this.playerLines.has(id)) ids.add(id);
      }
    }
    return ids;
  }

  /** The event as a live client sees it now. */
  liveEvent(): EventRecord {
    if (this.ended) return this.event;
    const last = this.plays[this.emitted - 1];
    const period = last?.period ?? 1;
    const periodScores = (teamId: string): number[] => {
      const scores = Array.from({ length: period }, () => 0);
      for (const play of this.playsSoFar()) {
        if (play.eventType === 'goal' && play.teamId === teamId)
          scores[play.period - 1] = (scores[play.period - 1] ?? 0) + goalValue(play.shotType);
      }
      return scores;
    };
    const home = periodScores(this.event.homeTeamId);
    const away = periodScores(this.event.awayTeamId);
    const sum = (scores: number[]): number => scores.reduce((total, score) => total + score, 0);
    return {
      ...this.event,
      eventStatus: 1,
      period,
      clockMinutes: last?.minutes ?? Math.floor(this.periodSeconds / 60),
      clockSeconds: last?.seconds ?? this.periodSeconds % 60,
      gameStatus: null,
      homeScore: sum(home),
      visitorScore: sum(away),
      homePeriodScores: home,
      visitorPeriodScores: away,
    };
  }

  /** Box scores and plays as a live client sees them now. */
  liveGame(): DecodedGame {
    if (this.ended) return this.final;
    return {
      event: this.liveEvent(),
      teamStats: [...this.teamLines.values()].map(withRates),
      playerStats: [...this.playerLines.values()].map(withPlayerRates),
      plays: this.playsSoFar(),
    };
  }
}

function addCounts(line: object, add: Counts): void {
  const record = line as Record<string, unknown>;
  for (const [key, value] of Object.entries(add)) record[key] = Number(record[key] ?? 0) + value;
}

type RateCounts = Pick<
  TeamGameStat,
  'goals' | 'shots' | 'shotsOnGoal' | 'faceoffsWon' | 'faceoffs' | 'saves' | 'goalsAgainst'
>;

/** The rates a player's and a team's line share, from the counts so far. */
function withRates<Line extends RateCounts>(line: Line): Line {
  return {
    ...line,
    shotPct: wireRate(line.goals, line.shots),
    shotsOnGoalPct: wireRate(line.shotsOnGoal, line.shots),
    faceoffPct: wireRate(line.faceoffsWon, line.faceoffs),
    savePct: wireRate(line.saves, line.saves + line.goalsAgainst),
  };
}

function withPlayerRates(line: PlayerGameStat): PlayerGameStat {
  return {
    ...withRates(line),
    foRecord: line.faceoffs === 0 ? null : `${String(line.faceoffsWon)} - ${String(line.faceoffs)}`,
  };
}

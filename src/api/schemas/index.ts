/** The wire schemas, their types and entity specs, in one import. */
export * from './common.ts';
export * from './parse.ts';
export * from './stats.ts';
export * from './event.ts';
export * from './boxscore.ts';
export * from './plays.ts';
export * from './live-feed.ts';
export * from './standing.ts';
export * from './leaders.ts';
export * from './player.ts';
export * from './team.ts';
export * from './user.ts';
export * from './roster.ts';

/** The public face of src/api: clients, errors, retry, query texts, wire schemas and types. */
export * from './errors.ts';
export * from './retry.ts';
export type { Exchange } from './http.ts';
export * from './rest.ts';
export * from './graphql.ts';
export * from './queries.ts';
export * from './league.ts';
export { restPaths } from './paths.ts';
export * from './schemas/index.ts';
export * from './user-calls.ts';

/**
 * The user calls (get-or-create GET and POST, update-user PUT, v1 engagement
 * POST), apart from the full league client so the account service ships only these and the user
 * schema. Each call takes the Firebase ID token as its bearer (options.token).
 */
import type { CallOptions } from './http.ts';
import { restPaths } from './paths.ts';
import type { Query, RestClientConfig } from './rest.ts';
import { createRestReader, type RestReader } from './rest-reads.ts';
import { parseEntity } from './schemas/parse.ts';
import { withoutUndefined } from '../lib/objects.ts';
import { UserEntity, type EngagementEvent, type User, type UserUpdate } from './schemas/user.ts';

export interface UserCalls {
  getOrCreateUser(query?: Query, options?: CallOptions): Promise<User>;
  createUser(body: Readonly<Record<string, unknown>>, options?: CallOptions): Promise<User>;
  updateUser(update: UserUpdate, options?: CallOptions): Promise<true>;
  /** True when the server kept the event; false on any failure, never an error. */
  postEngagement(event: EngagementEvent, options?: CallOptions): Promise<boolean>;
}

export function userCalls({ rest, getOne }: RestReader): UserCalls {
  return {
    getOrCreateUser: (query, options) => getOne(UserEntity, restPaths.getOrCreateUser, query, options),
    async createUser(body, options) {
      const path = restPaths.getOrCreateUser;
      const data = await rest.request(path, { method: 'POST', body, signal: options?.signal, token: options?.token });
      return parseEntity(UserEntity, data, { source: `POST ${rest.url(path)}` });
    },
    async updateUser(update, options) {
      await rest.request(restPaths.updateUser, {
        method: 'PUT',
        body: update,
        requireData: false,
        signal: options?.signal,
        token: options?.token,
      });
      return true;
    },
    async postEngagement(event, options) {
      const body = { source: 'web', type: 'participation', timestamp: Date.now(), ...withoutUndefined(event) };
      try {
        await rest.request(restPaths.engagement, {
          method: 'POST',
          body,
          requireData: false,
          signal: options?.signal,
          token: options?.token,
        });
        return true;
      } catch {
        // The failure itself reached config.onExchange.
        return false;
      }
    },
  };
}

/** The account service's client: one attempt per call (a sign-in waits for nobody's retries). */
export const createUserClient = (config: RestClientConfig): UserCalls => userCalls(createRestReader(config));

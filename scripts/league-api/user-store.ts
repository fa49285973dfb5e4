/**
 * User and engagement records of the embedded league API: JSON files under one directory
 * (default `.cache/league-api/`), read once at start, rewritten atomically (a temporary file in the
 * same directory, then rename) after every change, one write at a time, so a restart finds every
 * acknowledged record and a crash never leaves half a file.
 *
 *   users.json         { "<userId>": UserRecord, ... }
 *   engagements.json   [ EngagementRecord, ... ]   (in arrival order)
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { ENGAGEMENT_EVENTS } from '../../src/api/schemas/user.ts';
import { ANONYMOUS_USER, namesFromDisplayName, type SiteUser } from '../../src/lib/accounts/user.ts';

export const DEFAULT_STORE_DIR = '.cache/league-api';

/** The user record, as get-or-create-user answers it, with what the server keeps beside it. */
export interface UserRecord extends SiteUser {
  userId: string;
  isLoggedIn: boolean;
  isAnonymous: boolean;
  /** Referral values the site keeps locally and passes on creation. */
  referrerUserId: string | null;
  pllm_source: string | null;
  osc: string | null;
  createdAt: string;
  updatedAt: string;
}

const text = z.string().max(2000);
const optionalText = text.nullable().optional();

/** What a client may set on its user record (a JSON merge body); unknown fields are refused. */
export const userPatchSchema = z.strictObject({
  userId: z.string().optional(),
  isLoggedIn: z.boolean().optional(),
  isAnonymous: z.boolean().optional(),
  email: optionalText,
  alternateEmail: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  /** "First Last": fills firstName and lastName when the body does not give them. */
  displayName: optionalText,
  birthday: optionalText,
  tw: z.union([text, z.number(), z.boolean()]).nullable().optional(),
  zip: z.union([text, z.number()]).nullable().optional(),
  favTeam: optionalText,
  favPlayers: z.array(text).max(500).optional(),
  topics: z.array(text).max(500).optional(),
  phone: z.union([text, z.number()]).nullable().optional(),
  profileUrl: optionalText,
  referrerUserId: optionalText,
  pllm_source: optionalText,
  osc: optionalText,
});
export type UserPatch = z.output<typeof userPatchSchema>;

/** An engagement event: who, when, from where, what. */
export const engagementSchema = z.strictObject({
  userId: z.string().min(1),
  /** Epoch milliseconds, or an ISO 8601 date-time. */
  timestamp: z.union([z.number().int().nonnegative(), z.iso.datetime({ offset: true })]),
  source: z.literal('web'),
  type: z.literal('participation'),
  event: z.enum(ENGAGEMENT_EVENTS),
  engagementSourceId: z.union([text, z.number()]),
});
export type EngagementEvent = z.output<typeof engagementSchema>;

export interface EngagementRecord extends EngagementEvent {
  receivedAt: string;
}

/** A readable message for the first problem of a failed parse: `{where}: field "x": why`. */
export function describeIssue(where: string, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `${where} is invalid`;
  if (issue.code === 'unrecognized_keys') {
    return `${where}: unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
  }
  const path = issue.path.map(String).join('.');
  return path ? `${where}: field "${path}": ${issue.message}` : `${where}: ${issue.message}`;
}

const usersFileSchema = z.record(z.string(), z.looseObject({ userId: z.string() }));
const engagementsFileSchema = z.array(z.looseObject({ userId: z.string() }));

const asText = (value: string | number | null | undefined): string | null | undefined =>
  typeof value === 'number' ? String(value) : value;

export class UserStore {
  readonly dir: string;
  private users = new Map<string, UserRecord>();
  private engagements: EngagementRecord[] = [];
  private queue: Promise<void> = Promise.resolve();
  private writes = 0;

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  /** Reads the files if they exist; a file that is not what this store wrote is an error. */
  async load(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const users = await this.readJson('users.json', {});
    const parsedUsers = usersFileSchema.safeParse(users);
    if (!parsedUsers.success) throw new Error(describeIssue(join(this.dir, 'users.json'), parsedUsers.error));
    this.users = new Map(Object.entries(parsedUsers.data as unknown as Record<string, UserRecord>));
    const engagements = await this.readJson('engagements.json', []);
    const parsedEngagements = engagementsFileSchema.safeParse(engagements);
    if (!parsedEngagements.success) {
      throw new Error(describeIssue(join(this.dir, 'engagements.json'), parsedEngagements.error));
    }
    this.engagements = parsedEngagements.data as unknown as EngagementRecord[];
  }

  private async readJson(name: string, fallback: unknown): Promise<unknown> {
    const path = join(this.dir, name);
    let content: string;
    try {
      content = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
      throw error;
    }
    try {
      return JSON.parse(content) as unknown;
    } catch (error) {
      throw new Error(`${path} is not valid JSON (${(error as Error).message}); move it away to start afresh`, {
        cause: error,
      });
    }
  }

  getUser(userId: string): UserRecord | undefined {
    return this.users.get(userId);
  }

  engagementsOf(userId: string): EngagementRecord[] {
    return this.engagements.filter((record) => record.userId === userId);
  }

  /** The user's record, created (with `patch` applied) when there is none yet. */
  async getOrCreate(userId: string, patch: UserPatch = {}): Promise<{ user: UserRecord; created: boolean }> {
    const existing = this.users.get(userId);
    if (existing) return { user: existing, created: false };
    return { user: await this.merge(userId, patch), created: true };
  }

  /** Merges `patch` into the user's record (creating it), and persists. */
  async merge(userId: string, patch: UserPatch): Promise<UserRecord> {
    const now = new Date().toISOString();
    const base = this.users.get(userId) ?? newUser(userId, now);
    // The record's id is the caller's; a body's userId is checked by the REST layer, never applied.
    const { displayName, tw, zip, phone, ...rest } = patch;
    delete rest.userId;
    const names = displayName ? namesFromDisplayName(displayName) : null;
    const next: UserRecord = { ...base };
    if (names && patch.firstName === undefined) next.firstName = names.firstName ?? null;
    if (names && patch.lastName === undefined) next.lastName = names.lastName ?? null;
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (next as unknown as Record<string, unknown>)[key] = value;
    }
    if (tw !== undefined) next.tw = tw;
    if (zip !== undefined) next.zip = asText(zip) ?? null;
    if (phone !== undefined) next.phone = asText(phone) ?? null;
    next.userId = userId;
    next.updatedAt = now;
    this.users.set(userId, next);
    await this.persist('users.json', Object.fromEntries(this.users));
    return next;
  }

  async addEngagement(event: EngagementEvent): Promise<EngagementRecord> {
    const record: EngagementRecord = { ...event, receivedAt: new Date().toISOString() };
    this.engagements.push(record);
    await this.persist('engagements.json', this.engagements);
    return record;
  }

  /** Waits for every write queued so far. */
  async flush(): Promise<void> {
    await this.queue;
  }

  private persist(name: string, value: unknown): Promise<void> {
    const content = `${JSON.stringify(value, null, 2)}\n`;
    const path = join(this.dir, name);
    this.writes += 1;
    const temporary = `${path}.tmp-${process.pid}-${this.writes}`;
    const write = this.queue.then(async () => {
      await mkdir(this.dir, { recursive: true });
      await writeFile(temporary, content);
      await rename(temporary, path);
    });
    // A failed write is reported to its caller; the next one still runs.
    this.queue = write.catch(() => undefined);
    return write;
  }
}

function newUser(userId: string, now: string): UserRecord {
  // The site's anonymous default, signed in, plus what the server keeps beside it.
  return {
    ...ANONYMOUS_USER,
    favPlayers: [],
    topics: [],
    userId,
    isLoggedIn: true,
    isAnonymous: false,
    referrerUserId: null,
    pllm_source: null,
    osc: null,
    createdAt: now,
    updatedAt: now,
  };
}

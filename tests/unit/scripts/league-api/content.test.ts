/**
 * The embedded league API's content besides the snapshot: a game's highlights with their media
 * (served with byte ranges, as a player seeks) and in-app messages, read from files beside the
 * snapshot; through the site's own clients, over real HTTP.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHighlightsClient, createMessagesClient } from '../../../../src/api/content-reads.ts';
import { DEFAULT_LEAGUE_API_TOKEN } from '../../../../src/lib/config/live-api.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../../src/data/store.ts';
import { startLeagueApi, type LeagueApi } from '../../../../scripts/league-api/server.ts';

let dir: string;
let api: LeagueApi;
let slug: string;
const CLIP = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pll-content-'));
  const snapshot = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
  const year = Math.max(...snapshot.seasons.keys());
  slug = snapshot.seasons.get(year)?.events[0]?.slugname ?? '';
  await writeFile(
    join(dir, `${slug}.json`),
    JSON.stringify([
      {
        mediaId: 'm1',
        title: 'Goal',
        duration: 12.5,
        aspectRatio: '16:9',
        src: 'clip.mp4',
        thumbnail: 'https://cdn.example/poster.jpg',
      },
    ]),
  );
  await writeFile(join(dir, 'clip.mp4'), CLIP);
  await writeFile(
    join(dir, 'messages.json'),
    JSON.stringify([
      { messageId: 'all-1', title: 'Playoffs', body: 'Tickets on sale', location: 'home', link: null },
      {
        messageId: 'fan-1',
        title: 'Welcome back',
        body: '',
        location: 'players_*',
        link: { label: 'Your team', href: '/teams/outlaws/' },
        forUser: 'uid-9',
      },
    ]),
  );
  api = await startLeagueApi({
    snapshot,
    storeDir: join(dir, 'records'),
    highlightsDir: dir,
    messagesFile: join(dir, 'messages.json'),
  });
});

afterAll(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

const config = () => ({ restBaseUrl: api.restBaseUrl, token: DEFAULT_LEAGUE_API_TOKEN });

describe('highlights', () => {
  it("lists a game's videos with the media file as this server's URL; a game without a file has none", async () => {
    const videos = await createHighlightsClient(config())(slug);
    expect(videos).toEqual([
      {
        mediaId: 'm1',
        title: 'Goal',
        duration: 12.5,
        aspectRatio: '16:9',
        src: `${api.url}/media/clip.mp4`,
        thumbnail: 'https://cdn.example/poster.jpg',
      },
    ]);
    const snapshot = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
    const other = snapshot.seasons.get(Math.max(...snapshot.seasons.keys()))?.events[1]?.slugname ?? '';
    expect(await createHighlightsClient(config())(other)).toEqual([]);
  });

  it('serves the media whole and by byte range, and 404s a name outside the directory', async () => {
    const whole = await fetch(`${api.url}/media/clip.mp4`);
    expect([whole.status, whole.headers.get('content-type'), whole.headers.get('accept-ranges')]).toEqual([
      200,
      'video/mp4',
      'bytes',
    ]);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(CLIP);
    const part = await fetch(`${api.url}/media/clip.mp4`, { headers: { range: 'bytes=100-199' } });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, 'bytes 100-199/1000']);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(CLIP.subarray(100, 200));
    const tail = await fetch(`${api.url}/media/clip.mp4`, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(CLIP.subarray(990));
    expect((await fetch(`${api.url}/media/clip.mp4`, { headers: { range: 'bytes=2000-' } })).status).toBe(416);
    expect((await fetch(`${api.url}/media/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('a bad highlights file fails the call naming the file and the field', async () => {
    await writeFile(
      join(dir, `${slug}.json`),
      JSON.stringify([
        { mediaId: 'm1', title: 'Goal', duration: -1, aspectRatio: null, src: 'clip.mp4', thumbnail: null },
      ]),
    );
    await expect(createHighlightsClient(config())(slug)).rejects.toThrow(/duration/);
  });
});

describe('in-app messages', () => {
  it("answers everyone's messages, and a user's own only to that user, without the audience field", async () => {
    const messages = createMessagesClient(config());
    expect((await messages(null)).map((message) => message.messageId)).toEqual(['all-1']);
    const mine = await messages('uid-9');
    expect(mine.map((message) => message.messageId)).toEqual(['all-1', 'fan-1']);
    expect(mine[1]).toEqual({
      messageId: 'fan-1',
      title: 'Welcome back',
      body: '',
      location: 'players_*',
      link: { label: 'Your team', href: '/teams/outlaws/' },
    });
  });
});

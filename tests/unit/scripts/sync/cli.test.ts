/** `npm run sync` as an operator runs it: a child process, its output and its exit code. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSnapshot } from '../../../../src/data/store.ts';

const root = join(import.meta.dirname, '../../../..');
let workDir: string;

function sync(args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('PLL_')));
  return spawnSync(process.execPath, ['scripts/sync.ts', ...args], {
    cwd: root,
    env: { ...clean, ...env },
    encoding: 'utf8',
  });
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'pll-sync-cli-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('npm run sync', () => {
  it('without an upstream, pulls from the embedded API: a progress line per season and a summary', async () => {
    const dir = join(workDir, 'snapshot');
    const result = sync(['--to', dir]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^sync: from the embedded league API at http:\/\/127\.0\.0\.1:\d+\/graphql into /);
    expect(
      lines.filter((line) => /^sync: 20\d\d: \d+ events, \d+ games with box scores, \d+ players$/.test(line)),
    ).toHaveLength(8);
    expect(lines).toContain('sync: 2024: 47 events, 45 games with box scores, 198 players');
    expect(lines.at(-1)).toMatch(
      /^sync: \d+ requests \(0 failed\), \d+ entities, \d+\.\d MB, \d+\.\d s; snapshot written to /,
    );
    expect((await readSnapshot(dir)).manifest.seasons).toHaveLength(8);
  });

  it('an upstream configured by half names the missing variable and writes nothing', () => {
    const dir = join(workDir, 'half');
    const result = sync(['--to', dir], { PLL_GRAPHQL_URL: 'http://127.0.0.1:9/graphql' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'An upstream league API needs both PLL_GRAPHQL_URL and PLL_REST_URL; PLL_REST_URL is not set.',
    );
    expect(existsSync(dir)).toBe(false);
  });

  it('an unknown flag prints the usage and exits 2', () => {
    const result = sync(['--gmae', 'x']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Unknown option '--gmae'");
    expect(result.stderr).toContain('Usage: npm run sync');
  });
});

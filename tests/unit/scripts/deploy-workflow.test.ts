/**
 * The deploy keeps the last good snapshot in the CI cache between runs. This code reads one snapshot
 * format, so the cache keys name it: a snapshot of an older format is never restored to a build
 * that cannot read it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_FORMAT_VERSION } from '../../../src/data/snapshot-format.ts';

const workflow = readFileSync(join(import.meta.dirname, '../../../.github/workflows/deploy.yml'), 'utf8');

describe('deploy.yml', () => {
  it("restores and saves the snapshot under keys that name this code's snapshot format", () => {
    const keys = [...workflow.matchAll(/^\s*(key|restore-keys): (snapshot-.*)$/gm)].map((match) => match[2]);
    expect(keys).toEqual([
      `snapshot-v${String(SNAPSHOT_FORMAT_VERSION)}-\${{ github.run_id }}`,
      `snapshot-v${String(SNAPSHOT_FORMAT_VERSION)}-`,
      `snapshot-v${String(SNAPSHOT_FORMAT_VERSION)}-\${{ github.run_id }}`,
    ]);
  });
});

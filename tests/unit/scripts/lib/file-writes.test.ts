/**
 * The writes of the files published after the pages: every file lands whole in its folder, made on
 * the way; only a few are under way at once; and a failure is reported, not lost.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileWrites } from '../../../../scripts/lib/file-writes.ts';

let site: string;

beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'file-writes-'));
});

afterEach(() => {
  rmSync(site, { recursive: true, force: true });
});

describe('file writes', () => {
  it('write every file into folders they make, a few at a time', async () => {
    const writes = new FileWrites();
    let underWay = 0;
    let mostAtOnce = 0;
    const targets = Array.from({ length: 60 }, (_, index) =>
      join(site, 'data', `season-${String(index % 5)}`, 'deep', `file-${String(index)}.csv`),
    );
    for (const target of targets) {
      await writes.add(target, async () => {
        underWay++;
        mostAtOnce = Math.max(mostAtOnce, underWay);
        await sleep(2);
        await writeFile(target, `text of ${target}`);
        underWay--;
      });
    }
    await writes.done();
    for (const target of targets) expect(readFileSync(target, 'utf8')).toBe(`text of ${target}`);
    expect(mostAtOnce).toBeGreaterThan(1);
    expect(mostAtOnce).toBeLessThanOrEqual(8);
  });

  it('report a write that failed, naming its path, once the others are written', async () => {
    // A file where a folder should be: the folder cannot be made.
    writeFileSync(join(site, 'blocked'), 'a file');
    const blocked = join(site, 'blocked', 'table.csv');
    const fine = join(site, 'open', 'table.csv');
    const writes = new FileWrites();
    await writes.add(blocked, () => writeFile(blocked, 'never'));
    await writes.add(fine, () => writeFile(fine, 'written'));
    await expect(writes.done()).rejects.toThrow(join(site, 'blocked'));
    expect(readFileSync(fine, 'utf8')).toBe('written');
  });
});

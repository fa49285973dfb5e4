import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Lists the files under a snapshot directory (relative paths, sorted), for byte-for-byte comparisons. */
export async function listSnapshotFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(resolve(dir).length + 1))
    .sort();
}

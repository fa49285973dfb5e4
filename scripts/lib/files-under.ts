import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, at any depth, as sorted absolute paths; none when `dir` does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

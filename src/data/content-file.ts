/**
 * A list kept in a file beside the snapshot (game highlights, in-app messages): no file is an empty
 * list; a file that is not JSON, or not the entity's shape, fails naming the file (and the field).
 */
import { readFile } from 'node:fs/promises';
import type { Infer, Schema } from '../api/schemas/schema.ts';
import { parseEntityList, type Entity } from '../api/schemas/parse.ts';
import { SnapshotFormatError } from './store.ts';

export async function readContentList<S extends Schema<unknown>>(spec: Entity<S>, file: string): Promise<Infer<S>[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new SnapshotFormatError(`${file} is not JSON: ${(error as Error).message}`);
  }
  return parseEntityList(spec, raw, { source: file });
}

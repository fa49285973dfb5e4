/**
 * Wire answers back into snapshot rows. A table's row is read column by column in the snapshot's
 * own column order (so a synced file is byte-identical to an imported one), and a column the
 * snapshot requires that the wire left null fails with the entity, its id and the field.
 */
import { SchemaError } from '../../src/api/errors.ts';
import type { Cell } from '../../src/data/snapshot-format.ts';
import type { Kind, SourceColumn } from '../lib/snapshot-columns.ts';

/** Kinds whose cell may be empty in the source, and so null in the snapshot. */
const NULLABLE_KINDS = new Set<Kind>(['optInt', 'optNum', 'optStr', 'optId', 'bool']);

export interface WireEntity {
  /** As the league API names it: TeamGameStat, PbpEvent... */
  name: string;
  id: string;
  /** Where the answer came from, quoted in an error. */
  source: string;
}

export function missingField(
  entity: WireEntity,
  field: string,
  message = 'expected a value, received null',
): SchemaError {
  return new SchemaError({
    entity: entity.name,
    id: entity.id,
    issues: [{ path: field, message }],
    url: entity.source,
  });
}

/**
 * One snapshot row from a wire object. `filled` gives the columns the sync computes itself (those
 * whose source column is null, and any it renames); every other column is read from `wire`.
 */
export function rowFromWire<Row>(
  columns: Readonly<Record<keyof Row & string, SourceColumn>>,
  wire: Readonly<Record<string, unknown>>,
  entity: WireEntity,
  filled: Partial<Record<keyof Row & string, Cell>> = {},
): Row {
  const row: Record<string, Cell> = {};
  for (const [column, source] of Object.entries(columns) as [keyof Row & string, SourceColumn][]) {
    if (column in filled) {
      row[column] = filled[column] ?? null;
      continue;
    }
    const value = wire[column] ?? null;
    if (value === null && (source === null || !NULLABLE_KINDS.has(source[1]))) throw missingField(entity, column);
    row[column] = value as Cell;
  }
  return row as Row;
}

/**
 * A stat column's header: its abbreviation, linked to the column's glossary entry so a fan can look
 * it up with a tap or the keyboard (a title attribute alone shows nothing on a phone). The long name
 * stays the abbreviation's title for a mouse, and is read out after it.
 */
import type { StatColumn } from '../../lib/stats/columns.ts';
import { glossaryPath } from '../../lib/routes.ts';

export default function ColumnHeading({ column }: { column: Pick<StatColumn, 'id' | 'shortLabel' | 'longName'> }) {
  return (
    <a className="column-heading" href={glossaryPath(column.id)}>
      <abbr title={column.longName}>{column.shortLabel}</abbr>
      <span className="visually-hidden">{` (${column.longName}): definition`}</span>
    </a>
  );
}

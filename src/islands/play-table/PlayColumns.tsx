/**
 * The columns every table of plays shares: the period and clock of the play, the team that made it
 * and, last, the score after it (away first). Each table puts its own columns in between: what the
 * play was, its description, a penalty's length.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import type { PlayRow } from '../../lib/games/play-rows.ts';
import './play-table.css';

export function PlayHeadings({
  awayCode,
  homeCode,
  children,
}: {
  awayCode: string;
  homeCode: string;
  children: ReactNode;
}) {
  return (
    <thead>
      <tr>
        <th scope="col">
          <abbr title="Period">Per</abbr>
        </th>
        <th scope="col" className="numeric">
          Clock
        </th>
        <th scope="col">Team</th>
        {children}
        <th scope="col" className="numeric">
          {awayCode}-{homeCode}
        </th>
      </tr>
    </thead>
  );
}

/** A play's row, known by its marker; `children` are the table's own cells. */
export function PlayTableRow({ row, children, ...attributes }: { row: PlayRow } & HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr data-marker={row.markerId} {...attributes}>
      <td>{row.periodLabel}</td>
      <td className="numeric">{row.clock}</td>
      <td>{row.teamCode}</td>
      {children}
      <td className="numeric">{row.score}</td>
    </tr>
  );
}

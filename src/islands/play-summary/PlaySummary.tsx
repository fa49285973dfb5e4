/**
 * A summary of one kind of play (goals, penalties): period, clock, team, what happened and the score
 * after it; penalties add their length. A finished game's page has the same markup written at build
 * (components/games/play-table-markup.ts, no script); the live center renders its scoring summary
 * again with each play.
 */
import type { PlayRow } from '../../lib/games/play-rows.ts';
import { PlayHeadings, PlayTableRow } from '../play-table/PlayColumns.tsx';
import './PlaySummary.css';

/** A penalty's row carries its length ("1:00"), or null when the wire gave none. */
export type SummaryRow = PlayRow & { length?: string | null };

/** A summary's heading, section id and what it says instead of an empty table. */
export interface SummaryKind {
  heading: string;
  id: string;
  empty: string;
}

// Apart, so that the live center's bundle carries only the scoring summary's.
export const SCORING_SUMMARY: SummaryKind = { heading: 'Scoring Summary', id: 'scoring-summary', empty: 'No goals.' };
export const PENALTY_SUMMARY: SummaryKind = {
  heading: 'Penalty Summary',
  id: 'penalty-summary',
  empty: 'No penalties.',
};

interface Props {
  kind: SummaryKind;
  rows: readonly SummaryRow[];
  awayCode: string;
  homeCode: string;
}

export default function PlaySummary({ kind, rows, awayCode, homeCode }: Props) {
  const { heading, id, empty } = kind;
  const withLength = rows.some((row) => 'length' in row);
  return (
    <section className="play-summary" aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="scroll" role="region" aria-label={heading} tabIndex={0}>
          <table className="play-table">
            <PlayHeadings awayCode={awayCode} homeCode={homeCode}>
              <th scope="col">Play</th>
              {withLength && (
                <th scope="col" className="numeric">
                  Length
                </th>
              )}
            </PlayHeadings>
            <tbody>
              {rows.map((row) => (
                <PlayTableRow key={row.markerId} row={row}>
                  <td className="description">{row.description}</td>
                  {withLength && <td className="numeric">{row.length ?? '-'}</td>}
                </PlayTableRow>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

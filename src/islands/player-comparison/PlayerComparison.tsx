/**
 * Player comparison: 2-4 players side by side, stat by stat, in the regular season of the
 * comparison's year. The selection lives in the URL (?players=slug1,slug2), so a comparison can be
 * shared and survives a reload. The server renders the empty picker, which the island hydrates on
 * the first interaction (at once when the URL names players): it then loads the season's players
 * into it. Without JavaScript the page's own text stands in (the picker is hidden then).
 */
import { useEffect, useId, useMemo, useState, type SubmitEvent } from 'react';
import CopyLink from '../copy-link/CopyLink.tsx';
import Skeleton from '../skeleton/Skeleton.tsx';
import { useQueryParam } from '../after-hydration.ts';
import { fetchSiteJson } from '../../api/site-json.ts';
import './PlayerComparison.css';
import { formatStat, getColumn } from '../../lib/stats/columns.ts';
import { playerPath } from '../../lib/routes.ts';
import {
  MAX_COMPARED,
  MIN_COMPARED,
  PLAYERS_PARAM,
  addPlayer,
  comparisonCsv,
  comparisonPath,
  comparisonRows,
  parseComparisonData,
  parsePlayersParam,
  removePlayer,
  type ComparisonData,
} from '../../lib/players/comparison.ts';

interface Props {
  year: number;
  dataUrl: string;
  /** A first comparison the empty page offers (the season's top scorers): its address and their names. */
  suggestion?: { href: string; names: string } | undefined;
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: ComparisonData };

export default function PlayerComparison({ year, dataUrl, suggestion }: Props) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // The players chosen here; until then, the ones the address names.
  const [picked, setSlugs] = useState<string[] | null>(null);
  const addressed = useQueryParam(PLAYERS_PARAM);
  const slugs = useMemo(() => picked ?? parsePlayersParam(addressed), [picked, addressed]);
  const [choice, setChoice] = useState('');
  const selectId = useId();

  useEffect(() => {
    const controller = new AbortController();
    fetchSiteJson(dataUrl, controller.signal)
      .then((json) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'ready', data: parseComparisonData(json) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      controller.abort();
    };
  }, [dataUrl]);

  const select = (next: string[]): void => {
    setSlugs(next);
    window.history.replaceState(window.history.state, '', comparisonPath(next));
  };

  if (load.state === 'error') {
    return (
      <div className="comparison">
        <p role="alert">
          The {year} players could not be loaded ({load.message}). Reload the page to try again.
        </p>
      </div>
    );
  }
  const data = load.state === 'ready' ? load.data : null;
  // Players named in the URL: their comparison is what is loading.
  if (data === null && slugs.length > 0) {
    return (
      <div className="comparison">
        <Skeleton label={`Loading the ${String(year)} players…`} />
      </div>
    );
  }

  const players = data?.players ?? [];
  const bySlug = new Map(players.map((player) => [player.slug, player]));
  const chosen = slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  const unknown = data === null ? [] : slugs.filter((slug) => !bySlug.has(slug));
  const full = chosen.length >= MAX_COMPARED;
  const options = players.filter((player) => !slugs.includes(player.slug));

  const onAdd = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (choice === '') return;
    select(
      addPlayer(
        chosen.map((player) => player.slug),
        choice,
      ),
    );
    setChoice('');
  };

  return (
    <div className="comparison">
      <form onSubmit={onAdd} className="picker">
        <label htmlFor={selectId}>Player</label>
        <select
          id={selectId}
          value={choice}
          disabled={full}
          onChange={(event) => {
            setChoice(event.target.value);
          }}
        >
          <option value="">{full ? `${String(MAX_COMPARED)} players chosen` : 'Choose a player…'}</option>
          {options.map((player) => (
            <option key={player.slug} value={player.slug}>
              {player.name}
              {player.team || player.position ? ` (${[player.team, player.position].filter(Boolean).join(', ')})` : ''}
            </option>
          ))}
        </select>
        <button type="submit" disabled={full || choice === ''}>
          Add to comparison
        </button>
      </form>

      {unknown.length > 0 && (
        <p className="note">
          Not in the {year} regular season, so left out: {unknown.join(', ')}.
        </p>
      )}
      {chosen.length < MIN_COMPARED && (
        <p className="note" role="status">
          Choose{' '}
          {chosen.length === 0
            ? `${String(MIN_COMPARED)} to ${String(MAX_COMPARED)} players`
            : 'at least one more player'}{' '}
          to compare.
        </p>
      )}
      {chosen.length === 0 && suggestion !== undefined && (
        <p className="note suggestion">
          Or start with the {year} points leaders: <a href={suggestion.href}>{suggestion.names}</a>.
        </p>
      )}

      {data !== null && chosen.length > 0 && (
        <div className="table-actions">
          <a
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(comparisonCsv(data.stats, chosen))}`}
            download={`pll-comparison-${String(data.year)}.csv`}
            aria-label={`Download CSV: ${String(data.year)} regular season comparison`}
          >
            Download CSV
          </a>
          <CopyLink href={comparisonPath(chosen.map((player) => player.slug))} />
        </div>
      )}
      {data !== null && chosen.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Comparison table">
          <table>
            <caption>{data.year} regular season, stat by stat (best value in bold)</caption>
            <thead>
              <tr>
                <th scope="col">Stat</th>
                {chosen.map((player) => (
                  <th scope="col" key={player.slug} data-id={player.id} data-slug={player.slug}>
                    <a href={playerPath(player.slug)}>{player.name}</a>
                    <span className="detail">{[player.team, player.position].filter(Boolean).join(' · ')}</span>
                    <button
                      type="button"
                      className="remove"
                      aria-label={`Remove ${player.name}`}
                      onClick={() => {
                        select(
                          removePlayer(
                            chosen.map((entry) => entry.slug),
                            player.slug,
                          ),
                        );
                      }}
                    >
                      Remove
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparisonRows(data.stats, chosen).map(({ stat, values, best }) => {
                const column = getColumn(stat);
                return (
                  <tr key={stat}>
                    <th scope="row">
                      <abbr title={column.longName}>{column.shortLabel}</abbr>{' '}
                      <span className="long">{column.longName}</span>
                    </th>
                    {values.map((value, index) => (
                      <td
                        key={chosen[index]?.slug ?? index}
                        data-stat={stat}
                        data-id={chosen[index]?.id}
                        data-best={best.includes(index) ? 'true' : undefined}
                      >
                        {formatStat(stat, value)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

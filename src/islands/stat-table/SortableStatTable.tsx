/**
 * A stat table that sorts, filters by position and pages by 20, keeping the view in the URL
 * (?sort=&dir=&pos=&page=; the season and totals or per game are the path). The server renders one page
 * of the default view (the island's children) and a pager of links to the other pre-rendered pages,
 * so the table works without JavaScript and hydrating it changes nothing on screen. Hydrated, the
 * island fetches the season's file and from then on renders every view itself, in the same markup.
 */
import { useEffect, useId, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import './data-table.css';
import StatTableView from './StatTableView.tsx';
import { columnsOf, type ColumnId } from '../../lib/stats/columns.ts';
import { POSITION_FILTERS } from '../../lib/leaders/positions.ts';
import { isModifiedClick } from '../../lib/links.ts';
import { tablePageFromPath, tableViewPath } from '../../lib/tables/table-paths.ts';
import {
  defaultState,
  modeTable,
  pageCount,
  pageRows,
  parseTableData,
  parseTableState,
  positionKey,
  shownColumns,
  tableDataPath,
  toggleSort,
  viewRows,
  type TableData,
  type TableKind,
  type TableMode,
  type TableSeason,
  type TableState,
  pageSpan,
} from '../../lib/tables/table-view.ts';
import { fetchSiteJson } from '../../api/site-json.ts';

interface Props {
  kind: TableKind;
  /** Season totals or per game: the season's file holds totals, which the island divides itself. */
  mode: TableMode;
  caption: string;
  /** The table's columns, as their totals: ids only, since the bundle holds the column registry. */
  columnIds: readonly ColumnId[];
  season: TableSeason;
  latest: TableSeason;
  /** The pre-rendered page's number and the season's row count, for its pager. */
  page: number;
  rowCount: number;
  defaultSort: string;
  nameLabel: string;
  positionFilter: boolean;
  /** The server-rendered page of the default view, shown until the season's rows are here. */
  children?: ReactNode;
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: TableData };

export default function SortableStatTable({
  kind,
  mode,
  caption,
  columnIds,
  season,
  latest,
  page: renderedPage,
  rowCount,
  defaultSort,
  nameLabel,
  positionFilter,
  children,
}: Props) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [view, setView] = useState<TableState>(() => ({ ...defaultState(defaultSort), page: renderedPage }));
  const filterId = useId();
  const totalColumns = useMemo(() => columnsOf(columnIds), [columnIds]);
  const data = load.state === 'ready' ? load.data : null;

  useEffect(() => {
    const readView = (): void => {
      setView(
        parseTableState(window.location.search, columnIds, defaultSort, tablePageFromPath(window.location.pathname)),
      );
    };
    readView();
    window.addEventListener('popstate', readView);
    const url = tableDataPath(kind, season);
    const controller = new AbortController();
    fetchSiteJson(url, controller.signal)
      .then((json) => {
        if (!controller.signal.aborted) setLoad({ state: 'ready', data: parseTableData(json, kind, season, url) });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      window.removeEventListener('popstate', readView);
      controller.abort();
    };
  }, [kind, season, columnIds, defaultSort]);

  const viewPath = (state: TableState): string => tableViewPath(kind, season, latest, state, defaultSort, mode);

  useEffect(() => {
    if (data === null) return;
    const url = viewPath(view);
    if (url !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(window.history.state, '', url);
  });

  const modeView = useMemo(() => modeTable(totalColumns, data?.rows ?? [], mode), [totalColumns, data, mode]);
  const seasonRows = modeView.rows;
  const columns = useMemo(
    () => shownColumns(modeView.columns, seasonRows, (row, column) => row.values[column.id]),
    [modeView, seasonRows],
  );
  const rows = useMemo(() => (data ? viewRows(seasonRows, view, data.year) : []), [data, seasonRows, view]);
  const count = data ? rows.length : rowCount;
  const pages = pageCount(count);
  const page = Math.min(data ? view.page : renderedPage, pages);
  const { first, last } = pageSpan(count, page);

  // Header clicks reach here from the island's own table and from the server's, whose view is the
  // default: a sort chosen before the season's rows arrive applies when they do.
  const sortOnHeaderClick = (event: MouseEvent<HTMLDivElement>): void => {
    const stat = (event.target as Element).closest<HTMLElement>('thead th[data-stat]')?.dataset['stat'];
    if (stat !== undefined) setView((current) => toggleSort(current, stat));
  };

  // Until the season's rows are here, a pager link loads its pre-rendered page.
  const turnPage = (event: MouseEvent<HTMLAnchorElement>, to: number): void => {
    if (data === null || isModifiedClick(event)) return;
    event.preventDefault();
    const next = { ...view, page: to };
    window.history.pushState(null, '', viewPath(next));
    setView(next);
  };

  const pageLink = (to: number, label: string, rel: 'prev' | 'next') =>
    to >= 1 && to <= pages ? (
      <a
        href={viewPath({ ...view, page: to })}
        rel={rel}
        onClick={(event) => {
          turnPage(event, to);
        }}
      >
        {label}
      </a>
    ) : (
      <span aria-disabled="true">{label}</span>
    );

  return (
    <div
      className="sortable-table data-table"
      data-kind={kind}
      data-year={season.year}
      data-season-type={season.seasonType}
      data-hydrated={data !== null}
      onClick={sortOnHeaderClick}
    >
      <p className="sort-hint">Click a column to sort; lower-is-better stats sort fewest first.</p>
      <div className="controls">
        {positionFilter && (
          <label htmlFor={filterId}>
            Position{' '}
            <select
              id={filterId}
              value={view.position ?? ''}
              onChange={(event) => {
                const position = event.target.value;
                setView((current) => ({ ...current, position: position === '' ? null : position, page: 1 }));
              }}
            >
              <option value="">All positions</option>
              {POSITION_FILTERS.map((filter) => (
                <option key={filter.label} value={positionKey(filter)}>
                  {filter.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <span className="status" role="status">
          {load.state === 'error' ? `Error: ${load.message}` : ''}
        </span>
      </div>
      {data === null ? (
        children
      ) : (
        <StatTableView
          caption={caption}
          season={season}
          columns={columns}
          rows={pageRows(rows, page)}
          nameLabel={nameLabel}
          view={view}
        />
      )}
      {/* One page needs no pager: Previous, Next and "Page 1 of 1" would be buttons that lead nowhere. */}
      {pages > 1 && (
        <nav className="pager" aria-label={`${caption} pages`}>
          {pageLink(page - 1, 'Previous', 'prev')}
          <span>
            {first}–{last} of {count} · Page {page} of {pages}
          </span>
          {pageLink(page + 1, 'Next', 'next')}
        </nav>
      )}
    </div>
  );
}

/**
 * A small RFC 4180 CSV reader: quoted fields may hold commas, line breaks and doubled quotes; lines
 * end in CRLF or LF; a byte-order mark (U+FEFF) at the start of the text is dropped. No library:
 * the dataset importer is the only user and needs nothing more.
 */

export class CsvError extends Error {
  override name = 'CsvError';
}

/** Parses CSV text into rows of raw string cells. A final line break does not make an empty row. */
export function parseCsv(text: string, source = 'CSV text'): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let fieldStarted = false;
  let line = 1;

  const endField = (): void => {
    row.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRow = (): void => {
    endField();
    rows.push(row);
    row = [];
  };

  for (let i = 0; i < input.length; i++) {
    const char = input.charAt(i);
    if (inQuotes) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
          const next = input[i + 1];
          if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
            throw new CsvError(`${source}, line ${line}: unexpected character after a closing quote`);
          }
        }
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (fieldStarted) {
        throw new CsvError(`${source}, line ${line}: a quote inside an unquoted field`);
      }
      inQuotes = true;
      fieldStarted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' && input[i + 1] === '\n') {
      // CRLF: the LF ends the row.
    } else if (char === '\n' || char === '\r') {
      endRow();
      line++;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (inQuotes) throw new CsvError(`${source}: a quoted field is not closed before the end of the text`);
  if (fieldStarted || field !== '' || row.length > 0) endRow();
  return rows;
}

/** A CSV file read against its header row. */
export interface CsvTable {
  readonly source: string;
  readonly header: readonly string[];
  readonly rows: readonly CsvRecord[];
}

export type CsvRecord = Readonly<Record<string, string>>;

/**
 * Parses CSV text with a header row into records keyed by column name. Rows whose width differs
 * from the header's are refused with the line they are on; blank lines are skipped.
 */
export function parseCsvTable(text: string, source = 'CSV text'): CsvTable {
  const [header, ...body] = parseCsv(text, source);
  if (header === undefined) throw new CsvError(`${source}: no header row`);
  const rows: CsvRecord[] = [];
  body.forEach((cells, index) => {
    if (cells.length === 1 && cells[0] === '') return;
    if (cells.length !== header.length) {
      throw new CsvError(`${source}, row ${index + 2}: ${cells.length} fields where the header has ${header.length}`);
    }
    const record: Record<string, string> = {};
    header.forEach((name, column) => {
      record[name] = cells[column] ?? '';
    });
    rows.push(record);
  });
  return { source, header, rows };
}

/** The value of `column` in `record`; a missing column is an error naming the file and column. */
export function cell(table: CsvTable, record: CsvRecord, column: string): string {
  const value = record[column];
  if (value === undefined) {
    throw new CsvError(`${table.source}: no column "${column}" (columns: ${table.header.join(', ')})`);
  }
  return value;
}

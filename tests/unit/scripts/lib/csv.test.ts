import { describe, expect, it } from 'vitest';
import { cell, CsvError, parseCsv, parseCsvTable } from '../../../../scripts/lib/csv.ts';

describe('parseCsv', () => {
  it('splits plain fields and rows', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('reads the last row without a final line break', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty fields, at the start, in the middle and at the end of a row', () => {
    expect(parseCsv(',x,,\n')).toEqual([['', 'x', '', '']]);
  });

  it('reads quoted fields holding commas', () => {
    expect(parseCsv('venue,location\nTom & Mary Casey Stadium,"Albany, NY"\n')).toEqual([
      ['venue', 'location'],
      ['Tom & Mary Casey Stadium', 'Albany, NY'],
    ]);
  });

  it('reads doubled quotes inside a quoted field as one quote', () => {
    expect(parseCsv('"He said ""GOAL"", twice",x\n')).toEqual([['He said "GOAL", twice', 'x']]);
    expect(parseCsv('""""\n')).toEqual([['"']]);
  });

  it('reads a quoted empty field as empty', () => {
    expect(parseCsv('"",a\n')).toEqual([['', 'a']]);
  });

  it('keeps line breaks inside quoted fields', () => {
    expect(parseCsv('"line one\nline two",b\r\nc,d\r\n')).toEqual([
      ['line one\nline two', 'b'],
      ['c', 'd'],
    ]);
  });

  it('accepts CRLF line ends (several source files use them)', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('drops a byte-order mark at the start of the text (players_2021_regular.csv starts with U+FEFF)', () => {
    const rows = parseCsv('\uFEFFID,First Name\r\n1,Joseph\r\n');
    expect(rows[0]?.[0]).toBe('ID');
  });

  it('keeps a U+FEFF that is not at the start', () => {
    expect(parseCsv('a,\uFEFFb\n')).toEqual([['a', '\uFEFFb']]);
  });

  it('refuses a quoted field that is never closed, naming the source', () => {
    expect(() => parseCsv('a,"open\n', 'x.csv')).toThrow(/x\.csv: a quoted field is not closed/);
  });

  it('refuses text after a closing quote', () => {
    expect(() => parseCsv('"a"b,c\n', 'x.csv')).toThrow(CsvError);
  });

  it('refuses a quote inside an unquoted field', () => {
    expect(() => parseCsv('ab"c\n', 'x.csv')).toThrow(/line 1: a quote inside an unquoted field/);
  });

  it('gives no rows for empty text', () => {
    expect(parseCsv('')).toEqual([]);
  });
});

describe('parseCsvTable', () => {
  it('keys each row by the header and skips blank lines', () => {
    const table = parseCsvTable('\uFEFFid,name\n1,"Smith, Jr."\n\n2,Lee\n', 'players.csv');
    expect(table.header).toEqual(['id', 'name']);
    expect(table.rows).toEqual([
      { id: '1', name: 'Smith, Jr.' },
      { id: '2', name: 'Lee' },
    ]);
  });

  it('refuses a row whose width differs from the header', () => {
    expect(() => parseCsvTable('a,b\n1,2,3\n', 'wide.csv')).toThrow(
      /wide\.csv, row 2: 3 fields where the header has 2/,
    );
  });

  it('refuses a file with no header', () => {
    expect(() => parseCsvTable('', 'empty.csv')).toThrow(/empty\.csv: no header row/);
  });

  it('names the file and the columns when a column is missing', () => {
    const table = parseCsvTable('a,b\n1,2\n', 't.csv');
    const [row] = table.rows;
    if (row === undefined) throw new Error('no row');
    expect(cell(table, row, 'b')).toBe('2');
    expect(() => cell(table, row, 'c')).toThrow(/t\.csv: no column "c" \(columns: a, b\)/);
  });
});

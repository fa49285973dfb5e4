import { describe, expect, it } from 'vitest';
import { allColumns } from '../../../../src/lib/stats/columns.ts';
import { GLOSSARY } from '../../../../src/lib/stats/glossary.ts';
import { glossaryPath } from '../../../../src/lib/routes.ts';

describe('glossary', () => {
  it('defines every registered column, and no column the registry does not have', () => {
    const ids = allColumns().map((column) => column.id);
    expect(Object.keys(GLOSSARY).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(GLOSSARY[id].counts, id).toMatch(/^[A-Z].*\.$/);
  });

  it('says how every percentage, rate and average is computed', () => {
    const rates = allColumns().filter((column) => ['percent1', 'percent2', 'decimal1'].includes(column.format));
    expect(rates.map((column) => column.id)).toEqual(
      expect.arrayContaining(['shotPct', 'savePct', 'saa', 'GAA', 'pointsPG', 'turnoverRate', 'FPTS/G']),
    );
    for (const column of rates) expect(GLOSSARY[column.id].formula, column.id).toMatch(/÷/);
  });

  it('links a column to its entry by id, escaped for a URL', () => {
    expect(glossaryPath('shotPct')).toBe('/glossary/#shotPct');
    expect(glossaryPath('FPTS/G')).toBe('/glossary/#FPTS%2FG');
  });
});

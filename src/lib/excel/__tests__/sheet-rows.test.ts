import { sheetRows } from '../sheet-rows';

const columns = [
  { key: 'name', field: 'full_name', label: 'Name' },
  { key: 'phone', field: 'phone', label: 'Phone' },
];
const opts = { names: (c: (typeof columns)[number]) => [c.label.toLowerCase(), c.key], required: (c: (typeof columns)[number]) => c.key === 'name', max: 2 };

describe('sheetRows (the header and rows of an imported sheet)', () => {
  it('finds columns by any of their names in any order and numbers the rows with a value as the sheet does', () => {
    const sheet = sheetRows([[' PHONE ', 'name'], ['1', 'Ann'], [null, ''], ['', 'Bob']], columns, opts);
    expect(sheet.problems).toEqual([]);
    expect(sheet.body.map((r) => [r.row, sheet.text(r.cells, 'name'), sheet.text(r.cells, 'phone')])).toEqual([
      [2, 'Ann', '1'],
      [4, 'Bob', ''],
    ]);
  });

  it('reports a missing required column (not an optional one), an empty sheet and more rows than allowed', () => {
    expect(sheetRows([['phone'], ['1']], columns, opts).problems).toEqual([{ row: 1, column: 'full_name', message: 'import.missingColumn' }]);
    expect(sheetRows([['name']], columns, opts)).toMatchObject({ body: [], problems: [{ row: 1, column: 'row', message: 'import.empty' }] });
    expect(sheetRows([['name'], ['a'], ['b'], ['c']], columns, opts)).toMatchObject({ body: [], problems: [{ row: 4, column: 'row', message: 'import.tooMany' }] });
  });
});

import { csvField, escapeFormula, readsAsFormula, toCsv, unescapeFormula } from '../safe-cells';
import { buildWorkbook, loadExcel, readSheet, writeSafeXlsx } from '../workbook';

/** OWASP CSV injection: = + - @ tab CR lead a formula; phone numbers and numbers as text do not. */
describe('escapeFormula (OWASP CSV injection)', () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+SUM(A1:A3)', "'+SUM(A1:A3)"],
    ['-2+3+cmd|x', "'-2+3+cmd|x"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['＝HYPERLINK("x")', '\'＝HYPERLINK("x")'],
    ['- check the harness', "'- check the harness"],
  ])('%j → %j', (input, expected) => {
    expect(escapeFormula(input)).toBe(expected);
  });

  it.each(['+44 20 7946 0958', '+1 (555) 010-0199', '-12.5', '+3', 'Pump = broken', 'a@b.test', '', "O'Brien"])('leaves %j as typed', (input) => {
    expect(escapeFormula(input)).toBe(input);
    expect(readsAsFormula(input)).toBe(false);
  });

  it('leaves numbers, dates and empty cells alone and undoes itself on import', () => {
    const d = new Date(2026, 0, 1);
    expect([escapeFormula(-5), escapeFormula(d), escapeFormula(null)]).toEqual([-5, d, null]);
    expect(unescapeFormula(escapeFormula('=1+1'))).toBe('=1+1');
    expect(unescapeFormula("'quoted on purpose")).toBe("'quoted on purpose");
  });
});

describe('CSV', () => {
  it('escapes and quotes formula cells, keeps phone numbers readable', () => {
    expect(csvField('=1+1')).toBe('"\'=1+1"');
    expect(csvField('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField(-3)).toBe('-3');
    expect(toCsv([['Note', 'Phone'], ['@SUM(1)', '+1 (555) 010-0199']])).toBe('\ufeffNote,Phone\r\n"\'@SUM(1)",+1 (555) 010-0199\r\n');
  });
});

/** every sheet of a written workbook, read back with exceljs itself (no unescaping) */
const cellsOf = async (buffer: ArrayBuffer) => {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer);
  return wb.worksheets.map((ws) => ws.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1)));
};

describe('writeSafeXlsx: every sheet, every text cell', () => {

  it('escapes text cells on the main sheet and any other sheet, rich text included', async () => {
    const ExcelJS = await loadExcel();
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Records').addRow(["=cmd|' /C calc'!A0", '+44 20 7946 0958', -4, 'Fine']);
    const other = wb.addWorksheet('Filters');
    other.addRow(['@SUM(1)']);
    other.addRow([{ richText: [{ text: '-' }, { text: 'cmd|x' }] }]);
    const [records, filters] = await cellsOf(await writeSafeXlsx(wb));
    expect(records[0]).toEqual(["'=cmd|' /C calc'!A0", '+44 20 7946 0958', -4, 'Fine']);
    expect(filters[0]).toEqual(["'@SUM(1)"]);
    expect(filters[1]).toEqual([{ richText: [{ text: "'-" }, { text: 'cmd|x' }] }]);
  });

  it('buildWorkbook (incidents, observations, OSHA logs, HIRA) escapes too, and readSheet gives back what was typed', async () => {
    const buffer = await buildWorkbook('Incidents', ['Description', 'Location'], [['=HYPERLINK("http://evil.test","x")', '-Yard']]);
    const [sheet] = await cellsOf(buffer);
    expect(sheet[1]).toEqual(['\'=HYPERLINK("http://evil.test","x")', "'-Yard"]);
    expect((await readSheet(buffer))[1]).toEqual(['=HYPERLINK("http://evil.test","x")', '-Yard']);
  });
});

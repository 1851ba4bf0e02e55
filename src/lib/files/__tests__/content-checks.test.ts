import { decodeCharacterReferences, isFormulaCell, csvHasFormula } from '../content-checks';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('decodeCharacterReferences (what an XML parser reads)', () => {
  it.each([
    ['jav&#x61;script:', 'javascript:'],
    ['jav&#X61;script:', 'javascript:'],
    ['&#106;avascript&colon;', 'javascript:'],
    ['&#0000106;avascript:', 'javascript:'],
    ['java&Tab;script:', 'java\tscript:'],
    ['jav&amp;#x61;script:', 'javascript:'],
    ['Plans &amp; exits', 'Plans & exits'],
    ['AT&T &unknown; stays', 'AT&T &unknown; stays'],
  ])('%s → %s', (input, expected) => {
    expect(decodeCharacterReferences(input)).toBe(expected);
  });
});

describe('isFormulaCell (OWASP CSV injection: = + - @, tab and CR in front)', () => {
  it.each(["=cmd|' /C calc'!A0", '=1+1', '+SUM(A1)', '-2+3+cmd|x', '@SUM(1)', '\t=1+1', '\r=1+1', '  =1', '- check PPE', '+A1'])('%j is a formula', (cell) => {
    expect(isFormulaCell(cell)).toBe(true);
  });
  it.each(['+44 20 7946 0958', '+1 (555) 010-0199', '-12.5', '+3', '-', 'Pump = broken', 'a@b.test', '', 'E=mc2'])('%j is not', (cell) => {
    expect(isFormulaCell(cell)).toBe(false);
  });
});

describe('csvHasFormula', () => {
  it('reads quoted fields, doubled quotes, CRLF and the ; delimiter', () => {
    expect(csvHasFormula(bytes('a,b\r\n"x, =y",z\r\n'))).toBe(false);
    expect(csvHasFormula(bytes('a,b\r\nx,"=y"\r\n'))).toBe(true);
    expect(csvHasFormula(bytes('a;b\nx, -not a cell;z\n'))).toBe(false);
    expect(csvHasFormula(bytes('a;b\nx;-cmd|x\n'))).toBe(true);
    expect(csvHasFormula(bytes('a,b\n"He said ""=1""",z\n'))).toBe(false);
  });
});

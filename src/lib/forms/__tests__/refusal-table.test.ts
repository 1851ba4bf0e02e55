import { refusalTable } from '../refusal-table';

const SCHEMA = { 'validation.nameRequired': "Name can't be blank", 'validation.codeTaken': 'Code has already been taken' };
const SERVER_ONLY = { 'validation.siteClosed': 'Site is closed' };
const FIELDS = { 'validation.nameRequired': 'name', 'validation.codeTaken': 'code' };
/** a t that shows which key it translated */
const t = (key: string) => `«${key}»`;
/** a module's wording of a message with a figure in it */
const inUse = (m: string) => {
  const held = /^Role is held by (\d+)/.exec(m);
  return held ? `held by ${held[1]}` : null;
};

describe('refusalTable: a module’s 422 messages back to rule keys and fields', () => {
  const table = refusalTable({ messages: [SCHEMA, SERVER_ONLY], fields: FIELDS });

  it('finds the rule key of a server message of any of its tables (spaces around it aside), null for others', () => {
    expect(table.ruleKey("Name can't be blank")).toBe('validation.nameRequired');
    expect(table.ruleKey('  Site is closed\n')).toBe('validation.siteClosed');
    expect(table.ruleKey('Something else')).toBeNull();
    expect(refusalTable({ messages: SCHEMA }).ruleKey('Code has already been taken')).toBe('validation.codeTaken');
  });

  it('puts each known message on its field, translated, the first per field; the rest goes to other, translated when known', () => {
    const { fields, other } = table.fieldErrors(["Name can't be blank", 'Code has already been taken', 'Site is closed', 'Disk full', "Name can't be blank"], t);
    expect(fields).toEqual({ name: '«validation.nameRequired»', code: '«validation.codeTaken»' });
    expect(other).toEqual(['«validation.siteClosed»', 'Disk full']);
  });

  it('keeps known messages no field takes as the server sent them when asked (translateOther: false)', () => {
    const sent = refusalTable({ messages: [SCHEMA, SERVER_ONLY], fields: FIELDS, translateOther: false });
    expect(sent.fieldErrors(['Site is closed', 'Code has already been taken'], t)).toEqual({ fields: { code: '«validation.codeTaken»' }, other: ['Site is closed'] });
  });

  it('lets the module word a message no table knows (one with a figure), else keeps it as sent', () => {
    expect(table.fieldErrors(['Role is held by 3 users', 'Disk full'], t, inUse).other).toEqual(['held by 3', 'Disk full']);
  });

  it('maps two keys with one message to the later table’s key (as the spread tables did)', () => {
    expect(refusalTable({ messages: [{ a: 'Same' }, { b: 'Same' }] }).ruleKey('Same')).toBe('b');
  });
});

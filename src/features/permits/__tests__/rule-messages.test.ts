import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PERMIT_RULE_FIELDS, PERMIT_SERVER_MESSAGES, PERMIT_SERVER_ONLY_MESSAGES, permitRuleKey } from '../schemas/rule-messages';
import { CLASH_KINDS, DISPLAY_PERMIT_STATUSES, BOARD_COLUMNS, PERMIT_ACTIONS, STORED_PERMIT_STATUSES } from '../model/types';
import { PERMIT_TABS } from '../model/status';

const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');
const LANGUAGES = ['bg', 'de', 'en', 'es', 'fr', 'tr', 'zh'];

describe('permits namespace and server messages', () => {
  it('every rule key of the permit schema has an English server message and a translation in every language', () => {
    const used = [...new Set([...read('src/features/permits/schemas/permit-schema.ts').matchAll(/t\('([\w.]+)'\)/g)].map((m) => m[1]))];
    expect(Object.keys(PERMIT_SERVER_MESSAGES).sort()).toEqual(used.sort());
    for (const lng of LANGUAGES) {
      const ui = JSON.parse(read(`src/locales/${lng}/permits.json`)) as Record<string, Record<string, string>>;
      for (const key of [...used, ...Object.keys(PERMIT_SERVER_ONLY_MESSAGES)]) {
        const [group, name] = key.split('.');
        expect({ lng, key, ok: typeof ui[group]?.[name] === 'string' }).toEqual({ lng, key, ok: true });
      }
    }
  });

  it('labels every status, column, tab, action and clash kind in every language', () => {
    for (const lng of LANGUAGES) {
      const ui = JSON.parse(read(`src/locales/${lng}/permits.json`)) as Record<string, Record<string, string>>;
      const groups: [string, readonly string[]][] = [
        ['statuses', DISPLAY_PERMIT_STATUSES],
        ['storedStatuses', STORED_PERMIT_STATUSES],
        ['columns', BOARD_COLUMNS],
        ['tabs', PERMIT_TABS],
        ['actions', [...PERMIT_ACTIONS, 'clone', 'send_draft']],
        ['history', [...PERMIT_ACTIONS, 'create', 'update', 'send_draft', 'clone', 'auto_approve', 'clash_ack', 'status_time', 'review_restart']],
        ['clashKinds', CLASH_KINDS],
      ];
      for (const [group, keys] of groups) for (const key of keys) expect({ lng, group, key, ok: typeof ui[group]?.[key] === 'string' }).toEqual({ lng, group, key, ok: true });
    }
  });

  it('maps a 422 message back to its rule key and field', () => {
    expect(permitRuleKey(PERMIT_SERVER_MESSAGES['validation.workersRequired'])).toBe('validation.workersRequired');
    expect(permitRuleKey(` ${PERMIT_SERVER_ONLY_MESSAGES['server.locked']} `)).toBe('server.locked');
    expect(permitRuleKey('Gas test: is required')).toBeNull();
    for (const key of Object.keys(PERMIT_RULE_FIELDS)) expect(key in PERMIT_SERVER_MESSAGES || key in PERMIT_SERVER_ONLY_MESSAGES).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION_SERVER_MESSAGES } from '@/features/actions/schemas/rule-messages';
import { OBSERVATION_SERVER_MESSAGES } from '@/features/observations/schemas/rule-messages';
import { CATEGORY_SERVER_MESSAGES } from '@/features/categories/schemas/rule-messages';
import { SITE_SERVER_MESSAGES } from '@/features/sites/schemas/rule-messages';
import { WORKFLOW_SERVER_MESSAGES } from '@/features/workflows/schemas/rule-messages';
import { USER_SERVER_MESSAGES } from '@/features/users/schemas/rule-messages';
import { CALENDAR_SERVER_MESSAGES } from '@/features/safety-calendar/schemas/rule-messages';

// One validation convention: the demo backend runs each feature's schema with that feature's server messages. A key
// the schema uses without a server message (or a translation) fails here.
const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');
const cases = [
  { feature: 'observations', schema: 'src/features/observations/schemas/observation-schema.ts', server: OBSERVATION_SERVER_MESSAGES },
  { feature: 'actions', schema: 'src/features/actions/schemas/action-schema.ts', server: ACTION_SERVER_MESSAGES },
  { feature: 'categories', schema: 'src/features/categories/schemas/category-schema.ts', server: CATEGORY_SERVER_MESSAGES },
  { feature: 'sites', schema: 'src/features/sites/schemas/site-schema.ts', server: SITE_SERVER_MESSAGES },
  { feature: 'workflows', schema: 'src/features/workflows/schemas/workflow-schema.ts', server: WORKFLOW_SERVER_MESSAGES },
  { feature: 'users', schema: 'src/features/users/schemas/user-schema.ts', server: USER_SERVER_MESSAGES },
  { feature: 'safetyCalendar', schema: 'src/features/safety-calendar/schemas/entry-schema.ts', server: CALENDAR_SERVER_MESSAGES },
];

describe.each(cases)('$feature rule messages', ({ feature, schema, server }) => {
  it('every key the schema uses has an English server message and a translation in every language', () => {
    const used = [...new Set([...read(schema).matchAll(/t\('([\w.]+)'\)/g)].map((m) => m[1]))];
    expect(used.length).toBeGreaterThan(5);
    for (const lng of ['bg', 'de', 'en', 'es', 'fr', 'tr', 'zh']) {
      const ui = JSON.parse(read(`src/locales/${lng}/${feature}.json`)) as Record<string, Record<string, string>>;
      for (const key of used) {
        const [group, name] = key.split('.');
        expect({ key, lng, ui: typeof ui[group]?.[name] === 'string', server: key in server }).toEqual({ key, lng, ui: true, server: true });
      }
    }
    expect(Object.keys(server).sort()).toEqual(used.sort());
  });
});

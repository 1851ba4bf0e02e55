import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACTOR_RULE_FIELDS, CONTRACTOR_SERVER_MESSAGES, CONTRACTOR_SERVER_ONLY_MESSAGES } from '../schemas/rule-messages';

// the validation convention: every key a schema uses has the server's English message, a field, and a translation
const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');
const SCHEMAS = ['contractor-schema.ts', 'worker-schema.ts', 'document-schema.ts'];

describe('contractors rule messages', () => {
  const used = [...new Set(SCHEMAS.flatMap((f) => [...read(`src/features/contractors/schemas/${f}`).matchAll(/t\('([\w.]+)'\)/g)].map((m) => m[1])))];

  it('every key the schemas use has a server message and a field', () => {
    expect(used.length).toBeGreaterThan(25);
    for (const key of used) {
      expect(CONTRACTOR_SERVER_MESSAGES[key], key).toBeTruthy();
      expect(CONTRACTOR_RULE_FIELDS[key], key).toBeTruthy();
    }
  });

  it('every rule key (schema and server-only) is translated in every language', () => {
    const keys = [...Object.keys(CONTRACTOR_SERVER_MESSAGES), ...Object.keys(CONTRACTOR_SERVER_ONLY_MESSAGES)];
    for (const lng of ['bg', 'de', 'en', 'es', 'fr', 'tr', 'zh']) {
      const ui = JSON.parse(read(`src/locales/${lng}/contractors.json`)) as { validation: Record<string, string> };
      for (const key of keys) expect(ui.validation[key.replace('validation.', '')], `${lng} ${key}`).toBeTruthy();
    }
  });
});

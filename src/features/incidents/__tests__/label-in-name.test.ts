import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// WCAG 2.5.3 label in name: a link that shows "Edit the lesson" and is named "Edit the lesson: <title>" must keep the
// visible words together at the start of its name, in every language (de and tr split them before).
const LANGUAGES = ['bg', 'de', 'en', 'es', 'fr', 'tr', 'zh'];
const PAIRS: [string, string, string][] = [['investigation', 'lessons.edit', 'lessons.editOne']];
const get = (o: unknown, key: string) => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], o) as string;

describe.each(LANGUAGES)('%s: visible labels are inside the accessible names', (lng) => {
  it.each(PAIRS)('%s %s ⊂ %s', (ns, visible, named) => {
    const json = JSON.parse(readFileSync(join(process.cwd(), `src/locales/${lng}/${ns}.json`), 'utf8'));
    expect(get(json, named).startsWith(get(json, visible))).toBe(true);
  });
});

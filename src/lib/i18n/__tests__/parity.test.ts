import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@/config/constants';

const root = join(process.cwd(), 'src/locales');

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
    }
  } else out.set(prefix, String(value));
  return out;
}

const read = (lng: string, ns: string) => flatten(JSON.parse(readFileSync(join(root, lng, `${ns}.json`), 'utf8')));
const namespaces = readdirSync(join(root, 'en')).map((f) => f.replace(/\.json$/, ''));
const interpolations = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('has the seven languages', () => {
    expect(readdirSync(root).sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (lng) => {
    it.each(namespaces)('has every key of %s and no extra one', (ns) => {
      const en = read('en', ns);
      const other = read(lng, ns);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it.each(namespaces)('keeps the placeholders of %s', (ns) => {
      const en = read('en', ns);
      const other = read(lng, ns);
      for (const [key, text] of en) expect({ key, vars: interpolations(other.get(key) ?? '') }).toEqual({ key, vars: interpolations(text) });
    });

    it.each(namespaces)('translates %s (not English copies)', (ns) => {
      const en = read('en', ns);
      const other = read(lng, ns);
      const long = [...en.entries()].filter(([, text]) => text.replace(/{{\s*\w+\s*}}/g, '').trim().split(/\s+/).length >= 3);
      const copied = long.filter(([key, text]) => other.get(key) === text).map(([key]) => key);
      // proper nouns and codes may stay; whole sentences may not
      expect(copied.length).toBeLessThanOrEqual(Math.floor(long.length * 0.05));
    });
  });

  it('every string is non-empty', () => {
    for (const lng of LANGUAGES) for (const ns of namespaces) for (const [key, text] of read(lng, ns)) expect({ lng, ns, key, empty: text.trim() === '' }).toEqual({ lng, ns, key, empty: false });
  });
});

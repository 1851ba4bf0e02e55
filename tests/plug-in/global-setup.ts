import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Puts the throw-away module (tests/plug-in/probe) where a real one lives, src/features/zz-plugin-probe, with its
 * English locale file, for the run only: nothing else is written or edited. Removed again at teardown.
 */
const root = process.cwd();
const folder = join(root, 'src', 'features', 'zz-plugin-probe');
const locale = join(root, 'src', 'locales', 'en', 'probe.json');

export function setup() {
  teardown();
  mkdirSync(folder, { recursive: true });
  cpSync(join(root, 'tests', 'plug-in', 'probe'), folder, { recursive: true, filter: (src) => !src.includes(`${join('probe', 'locales')}`) });
  cpSync(join(root, 'tests', 'plug-in', 'probe', 'locales', 'probe.json'), locale);
}

export function teardown() {
  rmSync(folder, { recursive: true, force: true });
  rmSync(locale, { force: true });
}

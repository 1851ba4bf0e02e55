import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import { LANGUAGES } from '@/config/constants';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderApp } from '@/testing/render-app';

/**
 * WCAG 2.5.3 Label in Name (issue 26: the German builder's "Frage hinzufügen" was named "Frage zu Abschnitt 1
 * hinzufügen"): a control with visible text has an accessible name that contains that text, in every language.
 */
const builderSource = readFileSync(join(process.cwd(), 'src/features/audits/routes/template-builder-page.tsx'), 'utf8');
/** every `label={t('builder.x')} aria-label={t('builder.y', …)}` of the builder: a visible text and the name that must contain it */
const PAIRS = [...builderSource.matchAll(/label=\{t\('builder\.(\w+)'\)\}\s+aria-label=\{t\('builder\.(\w+)'/g)].map((m) => [m[1], m[2]] as const);
const locale = (lng: string) => (JSON.parse(readFileSync(join(process.cwd(), `src/locales/${lng}/audits.json`), 'utf8')) as { builder: Record<string, string> }).builder;
const fill = (text: string) => text.replace(/\{\{\s*n\s*\}\}/g, '2').replace(/\{\{\s*label\s*\}\}/g, 'Frage 1');
/** a button's accessible name as Testing Library computes it for role queries */
function nameOf(el: HTMLElement): string {
  let found = '';
  screen.getAllByRole('button', { name: (name, candidate) => (candidate === el ? ((found = name), true) : false) });
  return found;
}
const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

describe('audit template builder: accessible names contain the visible text (WCAG 2.5.3)', () => {
  afterEach(async () => {
    // the app unmounted first: a language change re-renders every mounted screen outside the test
    cleanup();
    await changeLanguage('en');
  });

  it('finds the builder’s labelled buttons (the pairs this test checks)', () => {
    expect(PAIRS).toEqual(expect.arrayContaining([['addQuestion', 'addQuestionTo'], ['moveUp', 'moveSectionUp'], ['remove', 'removeQuestion']]));
  });

  it.each([...LANGUAGES])('%s: every named text contains its visible label', (lng) => {
    const b = locale(lng);
    for (const [visible, named] of PAIRS) expect({ lng, named, text: normal(fill(b[named])) }).toEqual({ lng, named, text: expect.stringContaining(normal(b[visible])) });
  });

  it.each([...LANGUAGES])('%s: on /audit-forms/new every button with visible text has it in its accessible name', async (lng) => {
    await changeLanguage(lng);
    await renderApp('/audit-forms/new', { as: 'admin@acme.test' });
    await screen.findAllByText(locale(lng).addQuestion);
    const buttons = screen.getAllByRole('button').filter((b) => normal(b.textContent ?? '') !== '');
    expect(buttons.length).toBeGreaterThan(3);
    for (const b of buttons) expect({ visible: normal(b.textContent ?? ''), name: normal(nameOf(b)) }).toEqual({ visible: normal(b.textContent ?? ''), name: expect.stringContaining(normal(b.textContent ?? '')) });
  });
});

import { deflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dismissToast, expectNoAxeViolations, signInAt, switchUser } from './support';

/**
 * Issue 14, "Tests": an admin builds a template with one question of each of the 15 types (the 14 SPEC response types
 * and the gas test) and publishes version 1; a requester fills it on a 360 px phone (every answer, a worker, the
 * location and the times) and submits it; the summary shows each answer under its label; an approver approves and the
 * permit is active. axe on the builder, the filled form at 360 px and the summary.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const TEMPLATE = 'All answer types';
const SECTION = 'Every answer type';

/** a real PNG (width × height, one RGB colour), built here: signature, IHDR, IDAT (deflated rows), IEND */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  const row = Buffer.from([0, ...Array.from({ length: width }, () => [r, g, b]).flat()]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

/** what the summary shows under a label (a term and its definition) */
const shownUnder = (scope: Locator, label: string) => scope.locator('dl > div').filter({ has: scope.page().getByRole('term').getByText(label, { exact: true }) }).getByRole('definition');

/** a local date / date-time formatted in the browser as the summary formats it (en, medium) */
const formatted = (page: Page, value: string, withTime: boolean) =>
  page.evaluate(([v, time]) => new Intl.DateTimeFormat('en', time ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(new Date(time ? v : `${v}T00:00:00`)), [value, withTime] as const);

test.describe('permit with every question type', () => {
  test('an admin builds and publishes a template with all 15 types; a requester fills it on a phone; an approver approves', async ({ page }) => {
    // --- the administrator builds the template ----------------------------------------------------------------------
    await page.setViewportSize(DESKTOP);
    await signInAt(page, 'admin@acme.test', '/permit-forms');
    await expect(page.getByRole('heading', { level: 1, name: 'Permit templates' })).toBeVisible();
    await page.getByRole('link', { name: 'New permit template' }).click();
    const form = page.getByRole('form', { name: 'New permit template' });
    await expect(form.getByRole('heading', { level: 3, name: 'Location of Work' })).toBeVisible();
    await form.getByLabel(/^Permit name/).fill(TEMPLATE);
    await form.getByLabel(/^Prefix id/).fill('ALL');
    await form.getByLabel(/^Description/).fill('One question of every answer type');
    await page.getByRole('button', { name: 'Create template' }).click();
    await expect(page.getByText(`Template ${TEMPLATE} saved.`)).toBeVisible();
    await dismissToast(page, `Template ${TEMPLATE} saved.`);
    await expect(page).toHaveURL(/\/permit-forms\/\d+$/);
    const builder = page.getByRole('form', { name: `Permit template ${TEMPLATE}` });
    await expect(builder.getByText('Draft: not published yet')).toBeVisible();

    await builder.getByRole('button', { name: 'Add section' }).click();
    await expect(builder.getByLabel(/^Section title/).last()).toBeFocused();
    await builder.getByLabel(/^Section title/).last().fill(SECTION);
    const section = builder.getByRole('region', { name: SECTION });
    const questions = section.getByRole('list', { name: `Questions of ${SECTION}` });

    /** adds a question of a type through the builder, labels it, sets what the type needs, and closes its editor */
    const add = async (type: string, label: string, options: { required?: boolean; set?: (item: Locator) => Promise<void>; keepOpen?: boolean } = {}) => {
      await section.getByLabel('Type of the new question').selectOption({ label: type });
      await section.getByRole('button', { name: `Add question to ${SECTION}` }).click();
      const item = questions.getByRole('listitem').last();
      await expect(item.getByLabel(/^Label/)).toBeFocused();
      await item.getByLabel(/^Label/).fill(label);
      if (options.required ?? true) await item.getByLabel('Answer required').check();
      if (options.set) await options.set(item);
      await expect(item.getByText(type, { exact: true })).toBeVisible();
      if (!options.keepOpen) await item.getByRole('button', { name: 'Close' }).click();
      return item;
    };

    await add('Checkboxes', 'PPE worn', { set: (q) => q.getByLabel('Options').fill('Helmet\nGloves\nGoggles') });
    await add('Date', 'Date of last inspection');
    await add('Date and time', 'Isolation confirmed at');
    await add('Declaration', 'Competence declaration', { set: (q) => q.getByLabel(/^Declaration text/).fill('I am trained and competent for this work.') });
    await add('Hidden value', 'Internal reference', {
      required: false,
      set: async (q) => {
        await expect(q.getByLabel('Answer required')).toBeDisabled();
        await q.getByLabel('Stored value').fill('REF-ALL-15');
      },
    });
    await add('Radio buttons', 'Weather conditions', { set: (q) => q.getByLabel('Options').fill('Dry\nWet\nWindy') });
    await add('Single select', 'Risk level', { set: (q) => q.getByLabel('Options').fill('Low\nMedium\nHigh') });
    await add('Multiple choice', 'Tools used', { set: (q) => q.getByLabel('Options').fill('Hand tools\nPower tools\nLadder') });
    await add('Text field', 'Supervisor on shift');
    await add('Text area', 'Method statement summary');
    await add('Attachment', 'Photo of the work area', {
      set: async (q) => {
        await q.getByLabel(/^Maximum number of files/).fill('1');
        await q.getByLabel(/^Maximum file size \(MB\)/).fill('2');
        await q.getByLabel('Allowed files').selectOption({ label: 'Pictures (JPEG, PNG, GIF)' });
      },
    });
    await add('Grid', 'Equipment checks', {
      set: async (q) => {
        await q.getByLabel('Rows').fill('Harness\nLanyard');
        await q.getByLabel('Columns').fill('OK\nNot OK\nN/A');
      },
    });
    await add('Site list', 'Muster point site');
    await add('User list', 'People informed');
    const gasItem = await add('Gas test', 'Atmosphere test', {
      keepOpen: true,
      set: async (q) => {
        // the OSHA 1910.146 defaults: O₂ 19.5–23.5 % vol, flammable ≤ 10 % LFL, H₂S ≤ 10 ppm, CO ≤ 25 ppm
        const gases = q.getByRole('group', { name: 'Gases and safe limits' });
        await expect(gases.getByRole('textbox', { name: 'Gas', exact: true })).toHaveCount(4);
        for (const [i, [name, min, max]] of [['O₂', '19.5', '23.5'], ['Flammable gas (LFL)', '', '10'], ['H₂S', '', '10'], ['CO', '', '25']].entries()) {
          await expect(gases.getByRole('textbox', { name: 'Gas', exact: true }).nth(i)).toHaveValue(name);
          await expect(gases.getByLabel('Lower limit').nth(i)).toHaveValue(min);
          await expect(gases.getByLabel('Upper limit').nth(i)).toHaveValue(max);
        }
      },
    });
    await expect(questions.getByRole('listitem')).toHaveCount(15);
    await expectNoAxeViolations(page);
    await gasItem.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(`Template ${TEMPLATE} saved.`)).toBeVisible();
    await page.getByRole('button', { name: 'Publish version 1' }).click();
    await expect(page.getByText('Version 1 published.')).toBeVisible();
    await expect(builder.getByText('Version 1 is published; the draft matches it')).toBeVisible();

    // --- the requester fills it on a 360 px phone ---------------------------------------------------------------------
    await page.setViewportSize(PHONE);
    await switchUser(page, 'hod@acme.test', '/permit-form-questions/new');
    await expect(page.getByRole('heading', { name: 'New permit: choose a template' })).toBeVisible();
    await page.getByRole('link', { name: `Start a ${TEMPLATE}` }).click();
    const permit = page.getByRole('form', { name: 'New permit' });
    await expect(permit.getByText(`Template: ${TEMPLATE}, version 1`)).toBeVisible();

    // times: started an hour ago, ends in seven hours (local datetime-local values, computed in the browser)
    const [startAt, endAt, inspectedAt, isolatedAt] = await page.evaluate(() =>
      // sv-SE writes local times as 'YYYY-MM-DD HH:mm:ss'
      [-3_600_000, 7 * 3_600_000, -2 * 86_400_000, -30 * 60_000].map((offset) => new Date(Date.now() + offset).toLocaleString('sv-SE').slice(0, 16).replace(' ', 'T')),
    );
    const inspectedOn = inspectedAt.slice(0, 10);

    await permit.getByLabel(/^Description of work/).fill('Cleaning the rooftop gutters');
    await permit.getByLabel(/^Details of the work/).fill('Gutters cleared by hand from a mobile platform.');
    await permit.getByLabel(/^Site/).selectOption({ index: 1 });
    await permit.getByLabel(/^Exact location/).fill('Roof, north side');
    await permit.getByLabel(/^Start date and time/).fill(startAt);
    await permit.getByLabel(/^End date and time/).fill(endAt);
    await permit.getByLabel(/^Name/).fill('Femi Okafor');
    await permit.getByLabel(/^Company/).fill('Delta Mechanical Ltd');

    // the 15 questions (the hidden one is not shown: its value is the template's)
    const asked = permit.getByRole('region', { name: SECTION });
    await expect(asked.getByText('Internal reference')).toHaveCount(0);
    const ppe = asked.getByRole('group', { name: /^PPE worn/ });
    await ppe.getByLabel('Helmet').check();
    await ppe.getByLabel('Gloves').check();
    await asked.getByLabel(/^Date of last inspection/).fill(inspectedOn);
    await asked.getByLabel(/^Isolation confirmed at/).fill(isolatedAt);
    const declaration = asked.getByRole('group', { name: /^Competence declaration/ });
    await expect(declaration.getByText('I am trained and competent for this work.')).toBeVisible();
    await declaration.getByLabel('I confirm').check();
    await asked.getByRole('group', { name: /^Weather conditions/ }).getByLabel('Dry').check();
    await asked.getByLabel(/^Risk level/).selectOption('Medium');
    await asked.getByLabel(/^Tools used/).selectOption(['Hand tools', 'Ladder']);
    await asked.getByLabel(/^Supervisor on shift/).fill('Dana Whitfield');
    await asked.getByLabel(/^Method statement summary/).fill('Platform set up, gutters cleared, waste bagged and lowered.');
    const photo = asked.getByLabel(/^Photo of the work area/);
    await photo.setInputFiles({ name: 'work-area.png', mimeType: 'image/png', buffer: png(4, 4, [40, 120, 200]) });
    await expect(asked.getByRole('list', { name: /Photo of the work area/ }).getByText('work-area.png')).toBeVisible();
    const grid = asked.getByRole('group', { name: /^Equipment checks/ });
    await grid.getByRole('radio', { name: 'Harness: OK' }).check();
    await grid.getByRole('radio', { name: 'Lanyard: N/A' }).check();
    const muster = asked.getByLabel(/^Muster point site/);
    await muster.selectOption({ index: 1 });
    const musterSite = await muster.evaluate((s: HTMLSelectElement) => s.selectedOptions[0].text);
    await asked.getByLabel(/^People informed/).selectOption([{ label: 'Sara Petrova' }, { label: 'Pablo Ortega' }]);
    const gas = asked.getByRole('group', { name: /^Atmosphere test/ });
    await gas.getByLabel(/^O₂ reading/).fill('20.9');
    await gas.getByLabel(/^Flammable gas \(LFL\) reading/).fill('0');
    await gas.getByLabel(/^H₂S reading/).fill('1');
    await gas.getByLabel(/^CO reading/).fill('2');
    await expect(gas.getByText('Gas test passed.')).toBeVisible();

    await expect(permit.getByRole('region', { name: 'Clashes with other permits' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await permit.getByRole('button', { name: 'Submit request' }).click();
    await expect(page).toHaveURL(/\/permit\/\d+\/summary$/);
    const summaryUrl = page.url();
    await expect(page.getByRole('heading', { name: /^Permit ALL-\d+: Cleaning the rooftop gutters$/ })).toBeVisible();
    const summary = page.getByRole('article', { name: /^Permit ALL-\d+: Cleaning the rooftop gutters$/ });
    await expect(shownUnder(summary, 'Template')).toHaveText(`${TEMPLATE}, version 1`);
    await expect(shownUnder(summary, 'Status')).toHaveText('Requested');

    // each answer under its label (the hidden question is not listed)
    const answers = page.getByRole('region', { name: 'Answers (template version 1)' });
    await expect(answers.getByRole('heading', { level: 4, name: SECTION })).toBeVisible();
    const expected: [string, string | RegExp][] = [
      ['PPE worn', 'Helmet, Gloves'],
      ['Date of last inspection', await formatted(page, inspectedOn, false)],
      ['Isolation confirmed at', await formatted(page, isolatedAt, true)],
      ['Competence declaration', 'Confirmed'],
      ['Weather conditions', 'Dry'],
      ['Risk level', 'Medium'],
      ['Tools used', 'Hand tools, Ladder'],
      ['Supervisor on shift', 'Dana Whitfield'],
      ['Method statement summary', 'Platform set up, gutters cleared, waste bagged and lowered.'],
      ['Photo of the work area', 'work-area.png'],
      ['Equipment checks', 'Harness: OKLanyard: N/A'],
      ['Muster point site', musterSite],
      ['People informed', /^(Sara Petrova, Pablo Ortega|Pablo Ortega, Sara Petrova)$/],
      ['Atmosphere test', 'O₂: 20.9 % vol (Pass)Flammable gas (LFL): 0 % LFL (Pass)H₂S: 1 ppm (Pass)CO: 2 ppm (Pass)'],
    ];
    for (const [label, value] of expected) await expect(shownUnder(answers, label), label).toHaveText(value);
    await expect(answers.getByText('Internal reference')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // --- the approver approves --------------------------------------------------------------------------------------
    await page.setViewportSize(DESKTOP);
    await switchUser(page, 'admin@acme.test', summaryUrl);
    const actions = page.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // a clash with another permit, if any, is acknowledged with a reason
    const reasons = dialog.getByLabel(/^Why may it go ahead/);
    for (let i = 0; i < (await reasons.count()); i++) await reasons.nth(i).fill('Separate area of the roof, agreed with the area owner');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'History' }).getByText('Approved', { exact: true })).toBeVisible();
    await expect(shownUnder(summary, 'Status')).toHaveText('Active');
    await expect(shownUnder(answers, 'Risk level')).toHaveText('Medium');
    await expectNoAxeViolations(page);
  });
});

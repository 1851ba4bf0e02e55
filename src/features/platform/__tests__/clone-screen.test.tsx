import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import { ensureAudits } from '@/mocks/db/seed/audits';
import { renderAsMaster } from '@/testing/render-app';
import { planClone } from '../model';

type Tpl = { id: number; name: string; active: boolean; version: number };
const audits = (key: string) => db.list(db.tenant(key)!, 'audit_templates') as unknown as Tpl[];

describe('platform console: template cloning', () => {
  it('plans a clone: names already in the target (any case, trimmed) are skipped, each name once', () => {
    expect(planClone(['Forklift check', 'Site safety walk', 'forklift check '], ['site safety walk'])).toEqual({ cloned: ['Forklift check'], skipped: ['Site safety walk', 'forklift check '] });
  });

  it('clones audit templates of acme into initech and globex; a name the target has is skipped; copies arrive inactive', async () => {
    const user = userEvent.setup();
    const acme = db.tenant('acme')!;
    ensureAudits(acme);
    // acme's own template (the seeded ones have the same names in every tenant)
    const own = audits('acme')[0];
    own.name = 'Forklift pre-use check';
    await renderAsMaster('/clone');
    const form = await screen.findByRole('form', { name: 'Clone templates' });
    const f = within(form);
    expect(f.getByText('Choose the source organisation to see its templates.')).toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Clone templates' }));
    expect(await f.findByText('Choose the source organisation.')).toBeInTheDocument();

    // the organisations arrive with their own request
    await f.findByRole('option', { name: 'Acme Manufacturing' });
    await user.selectOptions(f.getByLabelText(/^Source organisation/), 'Acme Manufacturing');
    const templates = within(f.getByRole('group', { name: 'Templates to clone' }));
    await user.click(await templates.findByLabelText('Forklift pre-use check'));
    await user.click(templates.getByLabelText('Fire safety inspection'));
    const targets = within(f.getByRole('group', { name: 'Target organisations' }));
    // the source is not offered as a target
    expect(targets.queryByLabelText('Acme Manufacturing')).not.toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Clone templates' }));
    expect(await f.findByText('Choose at least one target organisation.')).toBeInTheDocument();
    await user.click(targets.getByLabelText('Initech Energy'));
    await user.click(targets.getByLabelText('Globex Logistics'));
    const initechBefore = audits('initech').length;
    await user.click(f.getByRole('button', { name: 'Clone templates' }));

    const table = await screen.findByRole('table', { name: 'Cloning results' });
    for (const name of ['Initech Energy', 'Globex Logistics']) {
      const row = within(table).getByRole('row', { name: new RegExp(name) });
      expect(within(row).getByRole('cell', { name: 'Forklift pre-use check' })).toBeInTheDocument();
      expect(within(row).getByRole('cell', { name: 'Fire safety inspection' })).toBeInTheDocument();
    }
    expect(audits('initech')).toHaveLength(initechBefore + 1);
    const copy = audits('initech').find((t) => t.name === 'Forklift pre-use check')!;
    expect(copy).toMatchObject({ active: false, version: 0 });
    expect(copy.id).not.toBe(own.id);

    // cloning again: everything is a duplicate now
    await user.click(f.getByRole('button', { name: 'Clone templates' }));
    // both targets: nothing cloned, both names skipped
    expect(await screen.findAllByRole('cell', { name: 'Forklift pre-use check, Fire safety inspection' })).toHaveLength(2);
    expect(audits('initech')).toHaveLength(initechBefore + 1);
  });
});

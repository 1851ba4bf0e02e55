import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoWorkerProfileSetting } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';
import { dashboardLoaded } from '@/testing/dashboard';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { askedFields, defaultWorkerProfile, normalizeFields } from '../model';
import { workerProfileSchema } from '../schemas/worker-profile-schema';
import { workerProfileServerT } from '../schemas/rule-messages';

const t = (key: string) => key;
const stored = () => db.list<DemoWorkerProfileSetting>(db.tenant('acme')!, 'worker_profile_settings')[0];
const previewItems = () => within(screen.getByRole('list', { name: 'Fields of the worker card' })).getAllByRole('listitem').map((li) => li.querySelector('strong')!.textContent);

describe('worker profile model and schema', () => {
  it('defaults to Name, Photo, Age, Phone and Gender asked (SPEC §3), the id not; only the name required', () => {
    expect(askedFields(defaultWorkerProfile()).map((f) => f.key)).toEqual(['name', 'photo', 'age', 'phone', 'gender']);
    expect(defaultWorkerProfile().fields.filter((f) => f.required).map((f) => f.key)).toEqual(['name']);
  });

  it('normalizes a partial or odd setting: every field once, name locked, required only when asked', () => {
    const fields = normalizeFields([{ key: 'name', enabled: false, required: false }, { key: 'id', enabled: true, required: true }, { key: 'age', enabled: false, required: true }]);
    expect(fields.map((f) => f.key)).toEqual(['name', 'photo', 'age', 'phone', 'id', 'gender']);
    expect(fields.find((f) => f.key === 'name')).toEqual({ key: 'name', enabled: true, required: true });
    expect(fields.find((f) => f.key === 'age')).toEqual({ key: 'age', enabled: false, required: false });
    expect(fields.find((f) => f.key === 'id')).toEqual({ key: 'id', enabled: true, required: true });
  });

  it('refuses a required field that is not asked, a missing or repeated field, an unasked name', async () => {
    const ok = defaultWorkerProfile().fields;
    expect(await ruleErrors(workerProfileSchema(t), { fields: ok })).toEqual([]);
    expect(await ruleErrors(workerProfileSchema(t), { fields: ok.map((f) => (f.key === 'age' ? { ...f, enabled: false, required: true } : f)) })).toEqual(['validation.requiredNotAsked']);
    expect(await ruleErrors(workerProfileSchema(t), { fields: ok.slice(1) })).toEqual(['validation.fieldsIncomplete', 'validation.nameLocked']);
    expect(await ruleErrors(workerProfileSchema(t), { fields: [...ok, ok[2]] })).toEqual(['validation.fieldsIncomplete']);
    expect(await ruleErrors(workerProfileSchema(workerProfileServerT), { fields: ok.map((f) => (f.key === 'name' ? { ...f, required: false } : f)) })).toEqual(['Name is always asked and required']);
    expect(await ruleErrors(workerProfileSchema(workerProfileServerT), { fields: [{ key: 'shoe', enabled: true, required: false }] })).toEqual(['Field is not a worker profile field', 'Every worker profile field must be listed once', 'Name is always asked and required']);
  });
});

describe('worker profile form screen', () => {
  it('an admin toggles fields, the preview follows, and the saved setting is stored', async () => {
    const user = userEvent.setup();
    await renderApp('/worker-profile', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Worker profile form' })).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'Ask ID number' });
    expect(previewItems()).toEqual(['Name (required)', 'Photo (optional)', 'Age (optional)', 'Phone number (optional)', 'Gender (optional)']);
    // the photo rule of SPEC §5 is shown beside the field and on the card
    expect(screen.getAllByText('JPEG or PNG, under 500KB').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('checkbox', { name: 'Ask Name' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'ID number is required' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Ask ID number' }));
    await user.click(screen.getByRole('checkbox', { name: 'ID number is required' }));
    await user.click(screen.getByRole('checkbox', { name: 'Phone number is required' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ask Age' }));
    expect(previewItems()).toEqual(['Name (required)', 'Photo (optional)', 'Phone number (required)', 'ID number (required)', 'Gender (optional)']);
    await user.click(screen.getByRole('button', { name: 'Save worker profile form' }));
    expect(await screen.findByText('The worker profile form was saved.')).toBeInTheDocument();
    expect(stored().fields).toEqual([
      { key: 'name', enabled: true, required: true },
      { key: 'photo', enabled: true, required: false },
      { key: 'age', enabled: false, required: false },
      { key: 'phone', enabled: true, required: true },
      { key: 'id', enabled: true, required: true },
      { key: 'gender', enabled: true, required: false },
    ]);

    // a fresh visit reads it back
    await renderApp('/worker-profile', { as: 'admin@acme.test' });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Ask ID number' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Ask Age' })).not.toBeChecked();
  });

  it('a role with Permit Form Setting read only sees it read-only', async () => {
    await renderApp('/worker-profile', { as: 'permits@acme.test' });
    expect(await screen.findByText(/You can view this setting/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ask Age' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save worker profile form' })).not.toBeInTheDocument();
    expect(previewItems()).toHaveLength(5);
  });

  it('a role without Permit Form Setting read is kept out', async () => {
    const { router } = await renderApp('/worker-profile', { as: 'supervisor@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/worker-profile'));
    expect(screen.queryByRole('heading', { name: 'Worker profile form' })).not.toBeInTheDocument();
    // the home page it was sent to, loaded: a test that stops at the address leaves its lazy screen loading
    await dashboardLoaded();
  });
});

import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import * as yup from 'yup';
import { makeStore } from '@/lib/store/store';
import { TextField } from '@/components/form/fields';
import { STORAGE_KEYS } from '@/config/constants';
import { useRecordForm } from '../use-record-form';

interface Values {
  name: string;
  code: string;
}

const schema = yup.object({ name: yup.string().required('Name is required') });

function NameForm({ initialValues, draftKey, reinitialize, onSave }: { initialValues: Values; draftKey?: string; reinitialize?: boolean; onSave(values: Values): Promise<boolean> }) {
  const { formik, focusRef } = useRecordForm<Values>({
    initialValues,
    schema,
    // a rule the schema does not hold: its error joins the schema's
    validate: (v) => (v.code.startsWith('X') ? {} : { code: 'Code must start with X' }),
    draftKey,
    enableReinitialize: reinitialize,
    onSubmit: onSave,
  });
  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label="Name form">
      <TextField formik={formik} name="name" id="f-name" label="Name" />
      <TextField formik={formik} name="code" id="f-code" label="Code" />
      <button type="submit">Save</button>
    </form>
  );
}

const ui = (props: Parameters<typeof NameForm>[0]) => (
  <Provider store={store}>
    <Suspense fallback="loading">
      <NameForm {...props} />
    </Suspense>
  </Provider>
);
let store = makeStore();
const drafts = () => Object.keys(localStorage).filter((k) => k.startsWith(STORAGE_KEYS.drafts));

beforeEach(() => {
  localStorage.clear();
  store = makeStore();
});

describe('useRecordForm options (issue 25)', () => {
  it('merges `validate` with the schema and focuses the first invalid field', async () => {
    const onSave = vi.fn(async () => true);
    render(ui({ initialValues: { name: '', code: '' }, onSave }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Code must start with X')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Code'), 'X1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Ann', code: 'X1' }, expect.anything()));
  });

  it('keeps a draft under its key, and none without a key', async () => {
    const { unmount } = render(ui({ initialValues: { name: '', code: '' }, draftKey: 'test:with-key', onSave: async () => true }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    window.dispatchEvent(new Event('pagehide'));
    expect(drafts()).toEqual([expect.stringContaining('test:with-key')]);
    unmount();
    localStorage.clear();

    render(ui({ initialValues: { name: '', code: '' }, onSave: async () => true }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    window.dispatchEvent(new Event('pagehide'));
    expect(drafts()).toEqual([]);
  });

  it('re-initialises on new initial values by default, and not with enableReinitialize: false', async () => {
    const onSave = async () => true;
    const first = render(ui({ initialValues: { name: 'Old', code: '' }, onSave }));
    first.rerender(ui({ initialValues: { name: 'New', code: '' }, onSave }));
    // flushed within the re-render: the same check below would see a re-initialisation
    expect(screen.getByLabelText('Name')).toHaveValue('New');
    first.unmount();

    const second = render(ui({ initialValues: { name: 'Old', code: '' }, reinitialize: false, onSave }));
    second.rerender(ui({ initialValues: { name: 'New', code: '' }, reinitialize: false, onSave }));
    expect(screen.getByLabelText('Name')).toHaveValue('Old');
  });
});

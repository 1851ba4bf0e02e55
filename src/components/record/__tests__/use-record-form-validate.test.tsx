import { render, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import * as yup from 'yup';
import { makeStore } from '@/lib/store/store';
import { TextField } from '@/components/form/fields';
import { useRecordForm } from '../use-record-form';

const INITIAL = { name: '', code: '' };
const schema = yup.object({ name: yup.string().required('Name is required') });

/** a form of the kit: with or without a draft key, with a rule past the schema (`validate`) */
function ThingForm({ draftKey, onSave }: { draftKey?: string; onSave(values: typeof INITIAL): void }) {
  const { formik, focusRef } = useRecordForm({
    initialValues: INITIAL,
    schema,
    validate: (v) => (/^[A-Z]*$/.test(v.code) ? {} : { code: 'Code is capital letters' }),
    draftKey,
    onSubmit: async (values) => {
      onSave(values);
      return true;
    },
  });
  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate>
      <TextField formik={formik} name="name" id="thing-name" label="Name" required />
      <TextField formik={formik} name="code" id="thing-code" label="Code" />
      <button type="submit">Save</button>
    </form>
  );
}

const renderForm = (props: { draftKey?: string; onSave(values: typeof INITIAL): void }) =>
  render(
    <Provider store={makeStore()}>
      <ThingForm {...props} />
    </Provider>,
  );

describe('useRecordForm: the kit’s record form', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a draft under its key, and none without one (a dialog, a password)', async () => {
    const user = userEvent.setup();
    const first = renderForm({ draftKey: 'thing', onSave: () => {} });
    await user.type(screen.getByLabelText(/Name/), 'Pump');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(Object.keys(localStorage).some((k) => k.includes('thing'))).toBe(true);
    first.unmount();
    localStorage.clear();

    renderForm({ onSave: () => {} });
    await user.type(screen.getByLabelText(/Name/), 'Pump');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(localStorage.length).toBe(0);
  });

  it('runs the schema and `validate` both: no save while either refuses, the focus on the first invalid field', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderForm({ onSave });
    await user.type(screen.getByLabelText(/Code/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Code is capital letters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Name/), 'Pump');
    await user.clear(screen.getByLabelText(/Code/));
    await user.type(screen.getByLabelText(/Code/), 'AB');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Pump', code: 'AB' }));
  });
});

import { Suspense } from 'react';
import { fireEvent, render, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { Provider } from 'react-redux';
import { makeStore } from '@/lib/store/store';
import { browser } from '@/lib/browser';
import { useFormDraft } from '../use-form-draft';
import { DraftNotice } from '../draft-notice';
import { clearDraft, draftKey, readDraft, saveDraft, serialisable } from '../draft-store';

function ReportForm({ onSaved }: { onSaved?: () => void }) {
  // no schema: nothing to validate (Formik's validation of a change settles in a promise, after the test's event)
  const formik = useFormik({ initialValues: { description: '', location: '' }, validateOnChange: false, validateOnBlur: false, onSubmit: () => {} });
  const draft = useFormDraft('test-report', formik);
  return (
    <form>
      <DraftNotice draft={draft} />
      <label htmlFor="description">Description</label>
      <textarea id="description" name="description" value={formik.values.description} onChange={formik.handleChange} />
      <button
        type="button"
        onClick={() => {
          draft.clear();
          onSaved?.();
        }}
      >
        Saved
      </button>
    </form>
  );
}

/** a report whose submit is still waiting for its answer when the token refresh reloads the page */
function SubmittingForm() {
  const formik = useFormik({ initialValues: { description: '' }, onSubmit: () => new Promise<void>(() => {}) });
  const draft = useFormDraft('test-submit', formik);
  return (
    <form onSubmit={formik.handleSubmit}>
      <DraftNotice draft={draft} />
      <label htmlFor="description">Description</label>
      <textarea id="description" name="description" value={formik.values.description} onChange={formik.handleChange} />
      <button type="submit">Send</button>
    </form>
  );
}

const renderSubmitting = () =>
  render(
    <Provider store={makeStore()}>
      <Suspense fallback="loading">
        <SubmittingForm />
      </Suspense>
    </Provider>,
  );

const renderForm = () =>
  render(
    <Provider store={makeStore()}>
      <Suspense fallback="loading">
        <ReportForm />
      </Suspense>
    </Provider>,
  );

describe('draft store', () => {
  it('drops files and keeps plain values', () => {
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    expect(serialisable({ text: 'a', photo: file, list: [1, file] })).toEqual({ text: 'a', list: [1, null] });
  });

  it('keys drafts by tenant, user and form, and expires old ones', () => {
    const key = draftKey('incident', 7);
    expect(key).toBe('ehs-draft:acme:7:incident');
    saveDraft(key, { a: 1 });
    expect(readDraft(key)?.values).toEqual({ a: 1 });
    expect(readDraft(key, Date.now() + 31 * 86_400_000)).toBeNull();
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });
});

describe('useFormDraft', () => {
  it('saves while typing and offers the draft back after a reload', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.type(await screen.findByLabelText('Description'), 'Oil leak near press 4');
    await vi.waitFor(() => expect(readDraft(draftKey('test-report', null))?.values).toMatchObject({ description: 'Oil leak near press 4' }));
    first.unmount();

    renderForm();
    expect(await screen.findByLabelText('Description')).toHaveValue('');
    await user.click(await screen.findByRole('button', { name: 'Restore my draft' }));
    expect(screen.getByLabelText('Description')).toHaveValue('Oil leak near press 4');
  });

  it('flushes synchronously before an app-triggered reload', async () => {
    const user = userEvent.setup();
    const reload = vi.spyOn(browser, 'hardReload').mockImplementation(() => {});
    renderForm();
    await user.type(await screen.findByLabelText('Description'), 'x');
    // no debounce wait: the reload hook must write it now
    localStorage.clear();
    act(() => browser.reload());
    expect(readDraft(draftKey('test-report', null))?.values).toMatchObject({ description: 'x' });
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  it('after the reload of a token refresh the form comes back by itself, saying nothing was sent; only once (issue 11, 6)', async () => {
    const user = userEvent.setup();
    const reload = vi.spyOn(browser, 'hardReload').mockImplementation(() => {});
    const first = renderForm();
    await user.type(await screen.findByLabelText('Description'), 'Hand caught in the press');
    // the submit got a 401: the interceptor refreshed the token and reloads the page
    act(() => browser.reload());
    // the reload's pagehide follows the app's hook
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    reload.mockRestore();

    const second = renderForm();
    expect(await screen.findByLabelText('Description')).toHaveValue('Hand caught in the press');
    expect(screen.getByRole('status')).toHaveTextContent('Your session was renewed while you were working, so the page reloaded. What you entered has been restored, but it has not been sent yet');
    expect(screen.queryByRole('button', { name: 'Restore my draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    second.unmount();

    // an ordinary reload later offers the draft as usual: the automatic restore happens once
    renderForm();
    expect(await screen.findByLabelText('Description')).toHaveValue('');
    expect(await screen.findByRole('button', { name: 'Restore my draft' })).toBeInTheDocument();
  });

  it('a reload that cuts off a submit says plainly, as an alert, that the report was not sent (issue 26)', async () => {
    const user = userEvent.setup();
    const reload = vi.spyOn(browser, 'hardReload').mockImplementation(() => {});
    const first = renderSubmitting();
    await user.type(await screen.findByLabelText('Description'), 'Guard missing on the saw');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() => browser.reload());
    first.unmount();
    reload.mockRestore();

    renderSubmitting();
    expect(await screen.findByLabelText('Description')).toHaveValue('Guard missing on the saw');
    expect(screen.getByRole('alert')).toHaveTextContent('Not sent: your session was renewed while this was being sent, and the page reloaded before it went through.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can be discarded, and is cleared after a successful save', async () => {
    const user = userEvent.setup();
    saveDraft(draftKey('test-report', null), { description: 'old' });
    const view = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    expect(readDraft(draftKey('test-report', null))).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore my draft' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), 'new');
    await vi.waitFor(() => expect(readDraft(draftKey('test-report', null))).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(readDraft(draftKey('test-report', null))).toBeNull();
    view.unmount();
  });

  it('a save clears the draft for good: neither the typing timer nor a pagehide writes the saved values back (issue 11, 7)', async () => {
    const key = draftKey('test-report', null);
    // the form stays mounted after the save, as it does while the next screen loads
    renderForm();
    const field = await screen.findByLabelText('Description');
    vi.useFakeTimers();
    try {
      fireEvent.change(field, { target: { value: 'Fixed after two refusals' } });
      fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
      act(() => vi.advanceTimersByTime(5_000));
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(readDraft(key)).toBeNull();
      // typing again after the save is a new draft
      fireEvent.change(field, { target: { value: 'A second report' } });
      act(() => vi.advanceTimersByTime(5_000));
      expect(readDraft(key)?.values).toMatchObject({ description: 'A second report' });
    } finally {
      vi.useRealTimers();
    }
  });
});

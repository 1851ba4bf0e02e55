import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChangeEvent, FocusEvent } from 'react';
import { useLightForm } from '../use-light-form';

interface V {
  name: string;
  age: string;
}
const validate = async (v: V) => (v.name ? {} : { name: 'Name is required' });
const blur = (name: string) => ({ target: { name } }) as unknown as FocusEvent;

describe('useLightForm: the part of formik the small forms use (issue 18)', () => {
  it('validates on change and blur, and shows a field as touched once left', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { result } = renderHook(() => useLightForm<V>({ initialValues: { name: 'A', age: '' }, validate, onSubmit }));
    act(() => result.current.setFieldValue('name', ''));
    await waitFor(() => expect(result.current.errors).toEqual({ name: 'Name is required' }));
    expect(result.current.touched).toEqual({});
    act(() => result.current.handleBlur(blur('name')));
    expect(result.current.touched).toEqual({ name: true });
    act(() => result.current.setFieldValue('name', 'B'));
    await waitFor(() => expect(result.current.errors).toEqual({}));
  });

  it('does not submit while invalid, touches every field and counts the attempt; submits the newest values once valid', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { result } = renderHook(() => useLightForm<V>({ initialValues: () => ({ name: '', age: '' }), validate, onSubmit }));
    await act(() => result.current.handleSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.touched).toEqual({ name: true, age: true });
    expect(result.current.submitCount).toBe(1);
    expect(result.current.errors).toEqual({ name: 'Name is required' });
    act(() => result.current.setValues({ name: 'Ann', age: '30' }, false));
    await act(() => result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ann', age: '30' });
    expect(result.current.isSubmitting).toBe(false);
  });

  it('lets only the newest check set the messages (a slow older check does not win)', async () => {
    const stale: ((found: Record<string, string>) => void)[] = [];
    const slow = (v: V) => (v.name === 'slow' ? new Promise<Record<string, string>>((r) => stale.push(r)) : validate(v));
    const { result } = renderHook(() => useLightForm<V>({ initialValues: { name: '', age: '' }, validate: slow, onSubmit: async () => undefined }));
    act(() => result.current.setFieldValue('name', 'slow'));
    act(() => result.current.setFieldValue('name', 'fine'));
    await waitFor(() => expect(result.current.values.name).toBe('fine'));
    await act(async () => stale[0]({ name: 'stale' }));
    expect(result.current.errors).toEqual({});
  });

  it('resets to the first values, without messages, touched fields or attempts', async () => {
    const { result } = renderHook(() => useLightForm<V>({ initialValues: { name: '', age: '1' }, validate, onSubmit: async () => undefined }));
    act(() => result.current.setFieldValue('age', '2'));
    await act(() => result.current.handleSubmit());
    act(() => result.current.resetForm());
    expect(result.current).toMatchObject({ values: { name: '', age: '1' }, errors: {}, touched: {}, submitCount: 0 });
  });

  it('takes an input change by its name, as formik handleChange (the FormField of the public pages)', async () => {
    const { result } = renderHook(() => useLightForm<V>({ initialValues: { name: 'A', age: '' }, validate, onSubmit: async () => undefined }));
    act(() => result.current.handleChange({ target: { name: 'age', value: '41' } } as ChangeEvent<HTMLInputElement>));
    act(() => result.current.handleChange({ target: { name: 'name', value: '' } } as ChangeEvent<HTMLInputElement>));
    expect(result.current.values).toEqual({ name: '', age: '41' });
    await waitFor(() => expect(result.current.errors).toEqual({ name: 'Name is required' }));
  });
});

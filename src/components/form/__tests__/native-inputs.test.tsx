import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput, PlainButton } from '../native-inputs';
import { lazySchema } from '@/lib/forms/lazy-schema';

describe('native themed inputs', () => {
  it('the password toggle shows and hides the value and announces its state', async () => {
    render(
      <>
        <label htmlFor="pw">Password</label>
        <PasswordInput id="pw" defaultValue="s3cret" />
      </>,
    );
    const input = screen.getByLabelText('Password', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('a loading button is disabled and keeps its label as its name', () => {
    render(<PlainButton label="Sign in" loading />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });
});

describe('lazySchema', () => {
  const validate = lazySchema<{ email: string; age: string }>(async () => {
    const yup = await import('yup');
    return yup.object({ email: yup.string().required('Email is required').email('Not an email'), age: yup.string() });
  });

  it('returns every field error in formik shape', async () => {
    expect(await validate({ email: '', age: '' })).toEqual({ email: 'Email is required' });
    expect(await validate({ email: 'x', age: '' })).toEqual({ email: 'Not an email' });
  });

  it('returns no errors for valid values', async () => {
    expect(await validate({ email: 'a@b.co', age: '' })).toEqual({});
  });
});

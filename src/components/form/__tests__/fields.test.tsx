import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { SelectField, TextField } from '../fields';

function Form() {
  const formik = useFormik({
    initialValues: { name: '', site_id: null as number | null },
    validate: (v) => (v.name ? {} : { name: 'Name is required' }),
    onSubmit: () => undefined,
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <TextField formik={formik} name="name" id="f-name" label="Name" required />
      <SelectField formik={formik} name="site_id" id="f-site" label="Site" numeric placeholder="Choose" options={[['7', 'North']]} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('Formik native fields', () => {
  it('shows the error only after a submit attempt and ties it to the input', async () => {
    render(<Form />);
    const name = screen.getByLabelText(/Name/);
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(name).not.toHaveAttribute('aria-describedby');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-describedby', 'f-name-error');
    expect(document.getElementById('f-name-error')).toHaveTextContent('Name is required');
  });

  it('a numeric select stores the chosen id', async () => {
    render(<Form />);
    const site = screen.getByLabelText('Site');
    await userEvent.selectOptions(site, '7');
    expect(site).toHaveValue('7');
  });
});

import { render, screen } from '@testing-library/react';
import { LabelledControl, controlProps } from '../labelled-control';

function Window({ error }: { error?: string }) {
  return (
    <LabelledControl id="window" label="Window (days)" hint="Days after the due date" error={error} required>
      <input type="number" {...controlProps('window', error)} />
    </LabelledControl>
  );
}

describe('LabelledControl (a labelled control the caller renders)', () => {
  it('labels the control, marks it required and shows the hint', () => {
    render(<Window />);
    const input = screen.getByRole('spinbutton', { name: 'Window (days)' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Days after the due date')).toHaveAttribute('id', 'window-hint');
  });

  it('ties the error to the control', () => {
    render(<Window error="Must be 0 to 90" />);
    const input = screen.getByRole('spinbutton', { name: 'Window (days)' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Must be 0 to 90');
  });
});

import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PeoplePicker } from '../people-picker';

const PEOPLE: [string, string][] = [
  ['1', 'Ann Lee'],
  ['2', 'Bob Stone'],
  ['3', 'Anja Berg'],
];

function Picker({ initial = [] as number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label id="p-label" htmlFor="p">
        Team members
      </label>
      <PeoplePicker id="p" value={value} options={PEOPLE} onChange={setValue} />
      <output aria-label="chosen ids">{value.join(',')}</output>
    </>
  );
}

describe('PeoplePicker', () => {
  it('filters as you type and toggles people with the keyboard; chips remove them', async () => {
    const user = userEvent.setup();
    render(<Picker initial={[2]} />);
    const box = screen.getByRole('combobox', { name: 'Team members' });
    expect(screen.getByRole('list', { name: '1 chosen' })).toHaveTextContent('Bob Stone');
    await user.type(box, 'an');
    const list = screen.getByRole('listbox', { name: 'Team members' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Ann Lee', 'Anja Berg']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('chosen ids')).toHaveTextContent('2,3');
    expect(within(list).getByRole('option', { name: 'Anja Berg' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(list).getByRole('option', { name: 'Ann Lee' }));
    expect(screen.getByLabelText('chosen ids')).toHaveTextContent('2,3,1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Bob Stone' }));
    expect(screen.getByLabelText('chosen ids')).toHaveTextContent('3,1');
    await user.clear(box);
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('chosen ids')).toHaveTextContent(/^3$/);
    await user.type(box, 'zed');
    expect(screen.getByText('No one matches.')).toBeInTheDocument();
  });
});

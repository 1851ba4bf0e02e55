import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MonthGrid } from '../month-grid';

/** a screen around the grid: the month in state, moved by the grid's onNavigate as the real screens move their URL */
function Calendar({ start, today, onNavigate }: { start: string; today: string; onNavigate?: (day: string) => void }) {
  const [month, setMonth] = useState(start);
  const label = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}T12:00:00Z`));
  return (
    <MonthGrid
      month={month}
      today={today}
      label={label}
      regionLabel={`Month grid: ${label}`}
      language="en-GB"
      todayText="Today"
      renderDay={(d) => (d === '2026-03-10' ? <button type="button">Toolbox talk</button> : null)}
      onNavigate={(d) => {
        onNavigate?.(d);
        setMonth(d);
      }}
    />
  );
}

const cell = (name: RegExp) => screen.getByRole('gridcell', { name });
const tabStops = () => screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0);

describe('MonthGrid', () => {
  it('is a named grid of whole weeks, Monday first, each day named by its full date, today marked', () => {
    render(<Calendar start="2026-03-15" today="2026-03-04" />);
    const grid = screen.getByRole('grid', { name: 'March 2026' });
    expect(screen.getByRole('region', { name: 'Month grid: March 2026' })).toContainElement(grid);
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['MonMonday', 'TueTuesday', 'WedWednesday', 'ThuThursday', 'FriFriday', 'SatSaturday', 'SunSunday']);
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveAccessibleName('Monday');
    // 1 March 2026 is a Sunday, 31 March a Tuesday: 23 Feb … 5 Apr, six weeks
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells).toHaveLength(42);
    expect(cells[0]).toHaveAccessibleName(/^Monday,? 23 February 2026/);
    expect(cells[0]).toHaveClass('is-outside');
    expect(cells[41]).toHaveAccessibleName(/^Sunday,? 5 April 2026/);
    const today = within(grid).getByRole('gridcell', { current: 'date' });
    expect(today).toHaveAccessibleName(/^Wednesday,? 4 March 2026/);
    expect(today).toHaveTextContent('Today');
    // one tab stop: today
    expect(tabStops()).toEqual([today]);
  });

  it('moves between days with the arrow keys, Home and End, keeping one tab stop', async () => {
    const user = userEvent.setup();
    render(<Calendar start="2026-03-15" today="2026-01-20" />);
    // today is not in this month: the 1st is the tab stop
    await user.tab();
    await user.tab();
    expect(cell(/^Sunday,? 1 March 2026/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell(/^Monday,? 2 March 2026/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(cell(/^Monday,? 16 March 2026/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell(/^Sunday,? 22 March 2026/)).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(cell(/^Sunday,? 15 March 2026/)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell(/^Sunday,? 8 March 2026/)).toHaveFocus();
    expect(tabStops()).toEqual([cell(/^Sunday,? 8 March 2026/)]);
  });

  it('goes to the neighbouring month past the weeks shown, and with PageUp / PageDown, keeping the focus on the day', async () => {
    const user = userEvent.setup();
    const moved: string[] = [];
    render(<Calendar start="2026-03-15" today="2026-03-02" onNavigate={(d) => moved.push(d)} />);
    act(() => cell(/^Monday,? 2 March 2026/).focus());
    // 23 Feb is shown (first row): no navigation; one more week up is not
    await user.keyboard('{ArrowUp}');
    expect(cell(/^Monday,? 23 February 2026/)).toHaveFocus();
    expect(moved).toEqual([]);
    await user.keyboard('{ArrowUp}');
    expect(moved).toEqual(['2026-02-16']);
    expect(screen.getByRole('grid', { name: 'February 2026' })).toBeInTheDocument();
    expect(cell(/^Monday,? 16 February 2026/)).toHaveFocus();
    // 31 Jan + 1 month: the end of February
    act(() => cell(/^Saturday,? 31 January 2026/).focus());
    await user.keyboard('{PageDown}');
    expect(moved.at(-1)).toBe('2026-02-28');
    expect(cell(/^Saturday,? 28 February 2026/)).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    expect(cell(/^Saturday,? 28 March 2026/)).toHaveFocus();
  });

  it('leaves the keys of the entries inside a day to them', async () => {
    const user = userEvent.setup();
    render(<Calendar start="2026-03-15" today="2026-03-10" />);
    const talk = screen.getByRole('button', { name: 'Toolbox talk' });
    expect(cell(/^Tuesday,? 10 March 2026/)).toContainElement(talk);
    act(() => talk.focus());
    await user.keyboard('{ArrowRight}');
    expect(talk).toHaveFocus();
    // Tab goes from the day to its entry
    act(() => cell(/^Tuesday,? 10 March 2026/).focus());
    await user.tab();
    expect(talk).toHaveFocus();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useOutlet } from 'react-router-dom';
import { vi } from 'vitest';
import { ModuleBody } from '../list-pieces';

function Things() {
  return (
    <ModuleBody outlet={useOutlet()} listPath="/things">
      {/* a row's link whose navigation the test makes itself, later (as while the record's code loads) */}
      <a href="/things/7" onClick={(e) => e.preventDefault()}>
        Pump
      </a>
    </ModuleBody>
  );
}

/** Below 1800 px the record panel follows the list: opening a row brings the panel into view (list-pieces.tsx). */
describe('a list frame on a phone', () => {
  it('a row opened while the list still goes to its default panel scrolls the record, when it lands, into view', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {});
    const router = createMemoryRouter(
      [{ path: '/things', element: <Things />, children: [{ path: 'new', element: <p>New thing</p> }, { path: ':id', element: <h2>Pump P-7</h2> }] }],
      { initialEntries: ['/things'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'Pump' }));
    // the list's path lands on its default panel first (the app's redirect of /things to /things/new) …
    await act(() => router.navigate('/things/new', { replace: true }));
    expect(scrolled).not.toHaveBeenCalled();
    // … then the row's record
    await act(() => router.navigate('/things/7'));
    expect(await screen.findByRole('heading', { name: 'Pump P-7' })).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toHaveClass('record-panel');
    scrolled.mockRestore();
  });
});

import { screen, waitFor } from '@testing-library/react';

/**
 * The signed-in home page on show and settled: its heading, its site filter (the body's lazy chunk and form data)
 * and its figures ("Loading…" and "Loading figures…" gone). A test that goes on with requests of its own waits for
 * this first: answers landing while it awaits them would be updates outside act().
 */
export async function dashboardLoaded(): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(await screen.findByRole('option', { name: 'Northfield Plant' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryAllByText(/^Loading/)).toEqual([]));
}

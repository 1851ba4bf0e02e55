import { render, within } from '@testing-library/react';

// setup.ts prints the DOM into a failed query's message only when it is read: the message must still carry it
const plain = (error: unknown) => (error as Error).message.replace(/\x1b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex -- the DOM's colours

describe('a failed query tells what the DOM held', () => {
  it('getBy: the message, then the DOM', () => {
    const { container } = render(<h1>Incidents</h1>);
    let error: unknown;
    try {
      within(container).getByText('Permits');
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ name: 'TestingLibraryElementError' });
    expect(plain(error)).toMatch(/^Unable to find an element with the text: Permits\.[^]*\n\nIgnored nodes: comments, script, style\n<div>\n {2}<h1>\n {4}Incidents\n {2}<\/h1>\n<\/div>$/);
  });

  it('findBy: the DOM as it was when the wait ended', async () => {
    const { container } = render(<h1>Incidents</h1>);
    const error = await within(container).findByRole('button', { name: 'Save' }, { timeout: 50 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TestingLibraryElementError' });
    expect(plain(error)).toMatch(/^Unable to find role="button" and name "Save"\n\nIgnored nodes: comments, script, style\n<div>\n {2}<h1>\n {4}Incidents[^]*<\/div>$/);
  });
});

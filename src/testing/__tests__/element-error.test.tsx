import { render, screen } from '@testing-library/react';

// setup.ts prints the DOM into a failed query's message only when it is read: the message must still carry it
const plain = (error: unknown) => (error as Error).message.replace(/\x1b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex -- the DOM's colours

describe('a failed query tells what the DOM held', () => {
  it('getBy: the message, then the DOM', () => {
    render(<h1>Incidents</h1>);
    let error: unknown;
    try {
      screen.getByText('Permits');
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ name: 'TestingLibraryElementError' });
    expect(plain(error)).toMatch(/^Unable to find an element with the text: Permits\.[^]*\n\nIgnored nodes: comments, script, style\n<body>\n {2}<div>\n {4}<h1>\n {6}Incidents/);
  });

  it('findBy: the DOM as it was when the wait ended', async () => {
    render(<h1>Incidents</h1>);
    const error = await screen.findByRole('button', { name: 'Save' }, { timeout: 50 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TestingLibraryElementError' });
    expect(plain(error)).toMatch(/^Unable to find role="button" and name "Save"\n\nIgnored nodes: comments, script, style\n<body>[^]*Incidents/);
  });
});

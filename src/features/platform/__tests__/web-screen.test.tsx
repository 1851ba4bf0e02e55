import { screen } from '@testing-library/react';
import { renderApp, renderAsMaster } from '@/testing/render-app';
import { publishedReleases } from '../model';

describe('/web: the public release notes', () => {
  it('a signed-out visitor reads the published releases, newest first, without pre-releases or future ones', async () => {
    const { router } = await renderApp('/web');
    expect(await screen.findByRole('heading', { level: 1, name: 'Release notes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/web');
    const versions = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(versions).toEqual(['Version 2.3.0', 'Version 2.2.0', 'Version 2.1.0']);
    expect(screen.queryByText(/2\.4\.0-beta\.1/)).not.toBeInTheDocument();
  });

  it('the master super admin opens it too', async () => {
    await renderAsMaster('/web');
    expect(await screen.findByRole('heading', { level: 2, name: 'Version 2.3.0' })).toBeInTheDocument();
  });

  it('publishes only what is released by today (hand-picked rows)', () => {
    const rows = [
      { version: '1.0.0', released_on: '2026-01-01' },
      { version: '1.1.0-rc.1', released_on: '2026-01-02' },
      { version: '1.10.0', released_on: '2026-01-03' },
      { version: '1.2.0', released_on: '2026-01-04' },
      { version: '2.0.0', released_on: '2026-12-31' },
    ];
    expect(publishedReleases(rows, '2026-06-01').map((r) => r.version)).toEqual(['1.10.0', '1.2.0', '1.0.0']);
  });
});

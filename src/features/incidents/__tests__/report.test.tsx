import { screen, within } from '@testing-library/react';
import { db } from '@/mocks/db/db';
import type { DemoIncident } from '@/mocks/db/seed/incidents';
import { renderApp } from '@/testing/render-app';

const acme = () => db.tenant('acme')!;
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mPQqzUiCTGMahjVMHw1AAB63t0BySdljwAAAABJRU5ErkJggg==';

describe('printable incident report (issue 11 usability)', () => {
  it("carries the organisation's letterhead, the photos and the investigation summary with its approvals", async () => {
    const inc = db.list<DemoIncident>(acme(), 'incidents').find((i) => i.status === 'closed' && i.approvals.length > 0 && i.root_cause)!;
    expect(inc).toBeDefined();
    db.commit(acme(), 'incidents', 'update', { ...inc, attachments: [{ name: 'scene.png', type: 'image/png', size: 79, data_url: PNG }] });
    await renderApp(`/incidents/${inc.id}/report`, { as: 'hod@acme.test' });
    const report = await screen.findByRole('article', { name: `Incident report ${inc.number}` });
    expect(within(report).getByText('Acme Manufacturing')).toBeInTheDocument();
    expect(within(report).getByRole('img', { name: 'scene.png' })).toHaveAttribute('src', PNG);
    const approvals = within(report).getByRole('rowheader', { name: 'Approvals' }).closest('tr')!;
    expect(approvals).toHaveTextContent(/approved/);
    expect(within(report).getByRole('rowheader', { name: 'Five whys' })).toBeInTheDocument();
    expect(within(report).getByRole('heading', { name: 'Corrective and preventive actions' })).toBeInTheDocument();
  });
});

import { Suspense, lazy, useState } from 'react';
import { useGetWhatsNewQuery } from '../api/whats-new-api';

// the dialog (and the platform's translations) load only when there is something new to show
const WhatsNewDialog = lazy(() => import('./whats-new-dialog'));

/**
 * "What's new" (code releases): once per release, a signed-in user is shown the notes of the latest release they
 * have not seen; closing it records it as seen for that user (server side, so it holds on every device).
 */
export function WhatsNew() {
  const query = useGetWhatsNewQuery();
  const [closed, setClosed] = useState<number | null>(null);
  const release = query.data?.release ?? null;
  if (!release || closed === release.id) return null;
  return (
    <Suspense fallback={null}>
      <WhatsNewDialog release={release} onClosed={() => setClosed(release.id)} />
    </Suspense>
  );
}

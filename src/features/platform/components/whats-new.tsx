import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useGetWhatsNewQuery, useMarkReleaseSeenMutation } from '../api/platform-api';

/**
 * "What's new" (code releases): once per release, a signed-in user is shown the notes of the latest release they
 * have not seen; closing it records it as seen for that user (server side, so it holds on every device). The notes
 * are plain text (no HTML is rendered).
 */
export function WhatsNew() {
  const { t, i18n } = useTranslation('platform');
  const query = useGetWhatsNewQuery();
  const [markSeen] = useMarkReleaseSeenMutation();
  const [closed, setClosed] = useState<number | null>(null);
  const release = query.data?.release ?? null;
  if (!release || closed === release.id) return null;
  const close = () => {
    setClosed(release.id);
    void markSeen(release.id);
  };
  return (
    <Dialog visible onHide={close} header={t('whatsNew.title', { version: release.version })} style={{ width: 'min(36rem, 95vw)' }} footer={<Button type="button" label={t('whatsNew.ok')} onClick={close} autoFocus />}>
      <p>{t('whatsNew.released', { date: new Date(`${release.released_on}T00:00:00`).toLocaleDateString(i18n.language) })}</p>
      <div style={{ whiteSpace: 'pre-line' }}>{release.notes}</div>
    </Dialog>
  );
}

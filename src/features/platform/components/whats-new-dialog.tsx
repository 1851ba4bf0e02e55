import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { CodeRelease } from '../model';
import { useMarkReleaseSeenMutation } from '../api/whats-new-api';

/** The notes of one release (plain text: no HTML is rendered); closing marks it seen for the signed-in user. */
export default function WhatsNewDialog({ release, onClosed }: { release: CodeRelease; onClosed(): void }) {
  const { t, i18n } = useTranslation('platform');
  const [markSeen] = useMarkReleaseSeenMutation();
  const close = () => {
    onClosed();
    void markSeen(release.id);
  };
  return (
    <Dialog visible onHide={close} header={t('whatsNew.title', { version: release.version })} style={{ width: 'min(36rem, 95vw)' }} footer={<Button type="button" label={t('whatsNew.ok')} onClick={close} autoFocus />}>
      <p>{t('whatsNew.released', { date: new Date(`${release.released_on}T00:00:00`).toLocaleDateString(i18n.language) })}</p>
      <div style={{ whiteSpace: 'pre-line' }}>{release.notes}</div>
    </Dialog>
  );
}

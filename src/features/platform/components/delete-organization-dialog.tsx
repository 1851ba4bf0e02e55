import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { PlatformOrganization } from '../model';

/**
 * Delete an organisation with a typed confirmation: the button stays disabled until the sub-domain is typed exactly
 * (the server checks it again). The page keys it by the organisation, so each opening starts empty. Says what happens: the tenant's signed-in users are signed out at once (SPEC §4).
 */
export function DeleteOrganizationDialog({ org, busy, onCancel, onConfirm }: { org: PlatformOrganization | null; busy: boolean; onCancel(): void; onConfirm(typed: string): void }) {
  const { t } = useTranslation('platform');
  const [typed, setTyped] = useState('');
  const matches = !!org && typed.trim().toLowerCase() === org.sub_domain_name;
  return (
    <Dialog
      visible={!!org}
      onHide={onCancel}
      header={org ? t('delete.title', { name: org.name }) : ''}
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <>
          <Button type="button" outlined label={t('actions.cancel')} onClick={onCancel} />
          <Button type="submit" form="org-delete-form" severity="danger" label={t('delete.confirm')} disabled={!matches} loading={busy} />
        </>
      }
    >
      {org && (
        <form
          id="org-delete-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (matches) onConfirm(typed.trim().toLowerCase());
          }}
        >
          <p>{t('delete.question')}</p>
          <div className="field">
            <label htmlFor="org-delete-confirm">{t('delete.typeLabel', { subDomain: org.sub_domain_name })}</label>
            <input id="org-delete-confirm" className="native-input" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </div>
        </form>
      )}
    </Dialog>
  );
}

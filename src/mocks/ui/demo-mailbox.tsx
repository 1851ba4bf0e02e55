import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { plainClient } from '@/lib/api/clients';
import type { DemoMail } from '../db/types';

/** Only links of this origin are shown as links: a mail can never smuggle a javascript: URL in. */
function safeLink(link: string | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The demo mailbox: a button for the signed-out landing (demo builds only) and a dialog listing the
 * mails the demo backend "sent" from this browser — sign-up codes, activation and reset links.
 */
export default function DemoMailbox() {
  const { t, i18n } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const [mails, setMails] = useState<DemoMail[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const { data } = await plainClient.get<{ mails: DemoMail[] }>('/demo/mails');
      setMails(data.mails);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    const first = setTimeout(() => void load(), 0);
    const timer = setInterval(() => void load(), 3000); // new mails appear while the dialog is open
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [open, load]);

  const time = (iso: string) => new Date(iso).toLocaleString(i18n.resolvedLanguage ?? 'en');

  return (
    <>
      <Button type="button" outlined size="small" icon="pi pi-envelope" label={t('mailbox.open')} onClick={() => setOpen(true)} />
      {open && (
        <Dialog header={t('mailbox.title')} visible onHide={() => setOpen(false)} style={{ width: 'min(640px, 95vw)' }} pt={{ closeButton: { 'aria-label': t('mailbox.close') } }}>
          <p className="hint">{t('mailbox.intro')}</p>
          {failed && <p role="alert">{t('mailbox.failed')}</p>}
          {mails && mails.length === 0 && <p>{t('mailbox.empty')}</p>}
          {mails && mails.length > 0 && (
            <ol className="demo-mailbox" aria-label={t('mailbox.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.75rem' }}>
              {mails.map((mail) => {
                const link = safeLink(mail.link);
                return (
                  <li key={mail.id} style={{ border: '1px solid var(--surface-border, #ccc)', borderRadius: 6, padding: '0.75rem' }}>
                    <h3 style={{ margin: '0 0 0.25rem', fontSize: '1rem' }}>{mail.subject}</h3>
                    <p className="hint" style={{ margin: 0 }}>
                      {t('mailbox.to', { to: mail.to })} · {time(mail.sent_at)}
                    </p>
                    {mail.code && (
                      <p style={{ margin: '0.5rem 0 0' }}>
                        {t('mailbox.code')} <strong style={{ fontSize: '1.25rem', letterSpacing: '0.15em' }}>{mail.code}</strong>
                      </p>
                    )}
                    {link && (
                      <p style={{ margin: '0.5rem 0 0' }}>
                        <a href={link}>{mail.kind === 'password_reset' ? t('mailbox.resetLink') : t('mailbox.activationLink')}</a>
                      </p>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
          <div className="form-actions" style={{ marginTop: '1rem' }}>
            <Button type="button" outlined icon="pi pi-refresh" label={t('mailbox.refresh')} onClick={() => void load()} />
            <Button type="button" label={t('mailbox.close')} onClick={() => setOpen(false)} />
          </div>
        </Dialog>
      )}
    </>
  );
}

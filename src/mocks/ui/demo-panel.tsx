import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { Checkbox } from 'primereact/checkbox';
import { readDemoSettings, writeDemoSettings, type DemoSettings } from '../settings';
import { db } from '../db/db';
import { resetDb } from '../db/persist';
import { browser } from '@/lib/browser';

/** The demo knobs (also settable through localStorage `ehs-demo-settings`) and "Reset demo data". */
export default function DemoPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const [settings, setSettings] = useState<DemoSettings>(readDemoSettings);
  const [resetting, setResetting] = useState(false);
  const update = (patch: Partial<DemoSettings>) => setSettings(writeDemoSettings(patch));

  return (
    <Dialog header={t('demo.title')} visible onHide={onClose} style={{ width: 'min(480px, 95vw)' }} pt={{ closeButton: { 'aria-label': t('actions.close') } }}>
      <div className="demo-panel">
        <p className="hint">{t('demo.intro')}</p>
        <div className="field">
          <label htmlFor="demo-latency">{t('demo.latency')}</label>
          <InputNumber inputId="demo-latency" value={settings.latencyMs} min={0} max={10000} suffix=" ms" onValueChange={(e) => update({ latencyMs: e.value ?? 0 })} />
        </div>
        <div className="field">
          <label htmlFor="demo-token">{t('demo.tokenLifetime')}</label>
          <InputNumber inputId="demo-token" value={settings.accessTokenLifetimeSec} min={2} max={86400} suffix=" s" onValueChange={(e) => update({ accessTokenLifetimeSec: e.value ?? 3600 })} />
          <span className="hint">{t('demo.tokenLifetimeHint')}</span>
        </div>
        <div className="field">
          <label htmlFor="demo-failure">{t('demo.failureRate')}</label>
          <InputNumber inputId="demo-failure" value={Math.round(settings.failureRate * 100)} min={0} max={100} suffix=" %" onValueChange={(e) => update({ failureRate: (e.value ?? 0) / 100 })} />
        </div>
        <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <Checkbox inputId="demo-memory" checked={settings.memoryExhausted} onChange={(e) => update({ memoryExhausted: !!e.checked })} />
          <label htmlFor="demo-memory">{t('demo.memoryExhausted')}</label>
        </div>
        <div className="form-actions">
          <Button
            severity="danger"
            icon="pi pi-replay"
            label={t('demo.reset')}
            loading={resetting}
            onClick={async () => {
              if (!window.confirm(t('demo.resetConfirm'))) return;
              setResetting(true);
              await resetDb(db);
              browser.reload();
            }}
          />
          <Button outlined label={t('actions.close')} onClick={onClose} />
        </div>
      </div>
    </Dialog>
  );
}

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
import { currentTenant } from '@/config/tenant';
import type { Organization } from '@/lib/session/types';

const PLANS: readonly Organization['plan'][] = ['free', 'free_trial', 'business', 'enterprise'];

/** The demo knobs (also settable through localStorage `ehs-demo-settings`) and "Reset demo data". */
export default function DemoPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const [settings, setSettings] = useState<DemoSettings>(readDemoSettings);
  const [resetting, setResetting] = useState(false);
  const update = (patch: Partial<DemoSettings>) => setSettings(writeDemoSettings(patch));
  // the organisation of this address (none on the platform address): its plan, changed as the master super admin
  // would (db.updateOrganization broadcasts it, so open pages follow at once)
  const tenantKey = currentTenant();
  const tenant = tenantKey ? db.tenant(tenantKey) : undefined;
  const [plan, setPlan] = useState(tenant?.organization?.plan ?? null);
  const changePlan = (next: Organization['plan']) => {
    if (!tenant?.organization) return;
    db.updateOrganization(tenant, { ...tenant.organization, plan: next });
    setPlan(next);
  };

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
        {plan && (
          <div className="field">
            <label htmlFor="demo-plan">{t('demo.plan')}</label>
            <select id="demo-plan" className="native-input" value={plan} aria-describedby="demo-plan-hint" onChange={(e) => changePlan(e.currentTarget.value as Organization['plan'])}>
              {PLANS.map((p) => (
                <option key={p} value={p}>
                  {t(`demo.plans.${p}`)}
                </option>
              ))}
            </select>
            <span id="demo-plan-hint" className="hint">
              {t('demo.planHint')}
            </span>
          </div>
        )}
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

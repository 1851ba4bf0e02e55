import { Link } from 'react-router-dom';
import { Message } from 'primereact/message';
import { MissingRecord } from '@/components/feedback/missing-record';
import { useAppSelector } from '@/lib/store/hooks';
import { TitledSection } from '@/components/layout/titled-section';
import { usePermitFormLabels } from '../components/labels';
import { usePermitFormData } from '../components/form/use-form-data';
import '../components/permits-form.css';

/** /permit-form-questions/new: choose a published, active template (SPEC §2 "new permit, choose a type"). */
export default function NewPermitPage() {
  const L = usePermitFormLabels();
  const { t } = L;
  const formData = usePermitFormData();
  const organization = useAppSelector((s) => s.session.user?.organization);
  const isAdmin = useAppSelector((s) => !!s.session.user?.is_admin);
  // SPEC §9: the free plan includes no permits; say so before a form is filled (the server refuses with a 422 too)
  if (organization?.plan === 'free') {
    return (
      <TitledSection id="permit-chooser-title" level={1} title={t('chooser.title')}>
        <Message severity="warn" text={t(isAdmin ? 'chooser.freePlanAdmin' : 'chooser.freePlan')} />
        {isAdmin && (
          <p>
            <Link to="/pricing">{t('chooser.comparePlans')}</Link>
          </p>
        )}
      </TitledSection>
    );
  }
  if (!formData.data) return formData.isError ? <Message severity="error" text={t('form.loadFailed')} /> : <MissingRecord loading text="" />;
  const templates = formData.data.templates;
  return (
    <TitledSection id="permit-chooser-title" level={1} title={t('chooser.title')}>
      <p className="hint">{t('chooser.hint')}</p>
      {templates.length === 0 ? (
        <Message severity="info" text={t('chooser.none')} />
      ) : (
        <ul className="permit-template-cards">
          {templates.map((tpl) => (
            <li key={tpl.id} className="permit-template-card">
              <h3 id={`permit-tpl-${tpl.id}`}>{tpl.name}</h3>
              <p className="hint">
                {t('chooser.meta', { prefix: tpl.prefix_id, version: tpl.latest_version_number, hours: tpl.default_hours })}
                {tpl.low_risk && <span className="permit-badge">{L.lowRisk()}</span>}
              </p>
              {tpl.description && <p>{tpl.description}</p>}
              {tpl.low_risk && <p className="hint">{t('form.lowRiskHint')}</p>}
              <Link className="p-button p-button-sm" to={`/permit-form-questions/new/${tpl.id}`} aria-describedby={`permit-tpl-${tpl.id}`} style={{ textDecoration: 'none' }}>
                {t('chooser.start', { name: tpl.name })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

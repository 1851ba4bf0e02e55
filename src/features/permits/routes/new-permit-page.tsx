import { Link } from 'react-router-dom';
import { Message } from 'primereact/message';
import { MissingRecord } from '@/components/feedback/missing-record';
import { TitledSection } from '@/components/layout/titled-section';
import { usePermitFormLabels } from '../components/labels';
import { usePermitFormData } from '../components/form/use-form-data';
import '../components/permits-form.css';

/** /permit-form-questions/new: choose a published, active template (SPEC §2 "new permit, choose a type"). */
export default function NewPermitPage() {
  const L = usePermitFormLabels();
  const { t } = L;
  const formData = usePermitFormData();
  if (!formData.data) return formData.isError ? <Message severity="error" text={t('form.loadFailed')} /> : <MissingRecord loading text="" />;
  const templates = formData.data.templates;
  return (
    <TitledSection id="permit-chooser-title" title={t('chooser.title')}>
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

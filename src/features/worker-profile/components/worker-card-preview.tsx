import { useTranslation } from 'react-i18next';
import type { WorkerFieldSetting } from '../model';

const SAMPLE: Record<string, string> = { name: 'sample.name', age: 'sample.age', phone: 'sample.phone', id: 'sample.id', gender: 'sample.gender' };

/** The worker card a permit shows with this setting: the asked fields in order, required ones marked. */
export function WorkerCardPreview({ fields, photoRule }: { fields: readonly WorkerFieldSetting[]; photoRule: string }) {
  const { t } = useTranslation('worker-profile');
  const asked = fields.filter((f) => f.enabled);
  return (
    <section aria-labelledby="worker-card-title" className="card worker-card-preview">
      <h2 id="worker-card-title">{t('preview.title')}</h2>
      <p className="hint">{t('preview.hint')}</p>
      <ul aria-label={t('preview.fieldsLabel')} className="worker-card-fields">
        {asked.map((f) => (
          <li key={f.key}>
            <strong>
              {t(`fields.${f.key}`)}
              {f.required ? ` (${t('preview.required')})` : ` (${t('preview.optional')})`}
            </strong>
            <br />
            <span>{f.key === 'photo' ? photoRule : t(SAMPLE[f.key])}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

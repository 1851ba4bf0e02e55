import { useTranslation } from 'react-i18next';
import { gasTestResult, type GasTestAnswer, type PermitAnswers, type Question, type TemplateDefinition } from '@/features/permit-templates/public';
import type { Attachment } from '@/lib/files/attachment';

export interface AnswerNames {
  sites: ReadonlyMap<number, string>;
  users: ReadonlyMap<number, string>;
}

type Fmt = { dateTime(iso: string): string; date(iso: string): string };

function GasAnswer({ q, answer }: { q: Question; answer: Partial<GasTestAnswer> }) {
  const { t } = useTranslation('permitTemplates');
  const { t: tf } = useTranslation('permitForm');
  const result = gasTestResult(q.gases, answer);
  return (
    <>
      <ul className="permit-gas-readings">
        {result.verdicts.map((v, i) => (
          <li key={v.key} className={`pt-verdict-${v.verdict}`}>
            {tf('answers.gasReading', { gas: v.label, value: v.reading ?? '—', unit: t(`units.${q.gases[i].unit}`), verdict: t(`gas.verdict.${v.verdict}`) })}
          </li>
        ))}
      </ul>
      {answer.flagged_unsafe && <p className="pt-verdict-fail">{tf('answers.flaggedUnsafe', { note: answer.flag_note ?? '' })}</p>}
    </>
  );
}

/** one answer as text (or a small list), by the question's type */
function AnswerValue({ q, value, names, fmt }: { q: Question; value: unknown; names: AnswerNames; fmt: Fmt }) {
  const { t } = useTranslation('permitForm');
  const empty = <span className="hint">{t('answers.none')}</span>;
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) return q.type === 'declaration' ? <>{t('answers.notConfirmed')}</> : empty;
  switch (q.type) {
    case 'declaration':
      return <>{value === true ? t('answers.confirmed') : t('answers.notConfirmed')}</>;
    case 'checkbox':
    case 'multiple_choice':
      return <>{(value as unknown[]).map(String).join(', ')}</>;
    case 'date':
      return <>{fmt.date(String(value))}</>;
    case 'datetime':
      return <>{fmt.dateTime(String(value))}</>;
    case 'site_list':
      return <>{names.sites.get(Number(value)) ?? String(value)}</>;
    case 'user_list':
      return <>{(value as unknown[]).map((id) => names.users.get(Number(id)) ?? String(id)).join(', ')}</>;
    case 'attachment':
      return <>{(value as Attachment[]).map((f) => f.name).join(', ')}</>;
    case 'grid': {
      const rows = Object.entries(value as Record<string, string>).filter(([, c]) => c);
      return rows.length ? (
        <ul className="permit-plain-list">
          {rows.map(([row, col]) => (
            <li key={row}>{t('answers.gridRow', { row, value: col })}</li>
          ))}
        </ul>
      ) : (
        empty
      );
    }
    case 'gas_test':
      return <GasAnswer q={q} answer={value as Partial<GasTestAnswer>} />;
    default:
      return <>{String(value)}</>;
  }
}

/**
 * A permit's answers shown with the labels of the template version it is pinned to (a later version of the template
 * never changes them). A question hidden by its show-if rule had its answer dropped, so it is not listed.
 */
export function AnswersView({ definition, answers, names, fmt, headingLevel = 3 }: { definition: Pick<TemplateDefinition, 'sections'>; answers: PermitAnswers; names: AnswerNames; fmt: Fmt; headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return definition.sections.map((s) => {
    const shown = s.questions.filter((q) => q.type !== 'hidden' && q.key in answers);
    if (!shown.length) return null;
    return (
      <section key={s.key} className="permit-answers-section">
        <H>{s.title}</H>
        <dl className="permit-facts">
          {shown.map((q) => (
            <div key={q.key}>
              <dt>{q.label}</dt>
              <dd>
                <AnswerValue q={q} value={answers[q.key]} names={names} fmt={fmt} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
    );
  });
}

import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { sessionActions } from '@/lib/session/session-slice';
import { useGetOnboardingQuery, useUpdateOnboardingMutation } from '../api/onboarding-api';
import { WIZARD_PLACES, completeProblem, finishProblem, isSkippable, type WizardPlace, type WizardStep } from '../model/wizard';
import type { OnboardingPatch } from '../model/types';
import { Stepper } from '../components/stepper';
import { StepActions } from '../components/step-actions';
import { SitesStep } from '../components/sites-step';
import { StructureStep } from '../components/structure-step';
import { UsersStep } from '../components/users-step';
import { ModulesStep } from '../components/modules-step';
import { ReviewStep } from '../components/review-step';
import { refusalText } from '../components/refusal';
import '../components/onboarding.css';

/**
 * /onboarding (SPEC §2, "Onboarding: sites, then divisions, departments and units, then users, then module
 * selection"): the set-up wizard. The progress lives on the organisation (server), so a reload or another sign-in
 * resumes where the admin stopped; "Finish" ends onboarding and the guards let the tenant in at once.
 */
export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.session.user);
  const orgId = user?.organization?.id ?? 0;
  const query = useGetOnboardingQuery(orgId, { skip: !orgId, refetchOnMountOrArgChange: true });
  const [update, updating] = useUpdateOnboardingMutation();
  const [error, setError] = useState<string | null>(null);
  const [modules, setModules] = useState<string[] | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<WizardPlace | null>(null);
  const state = query.data;
  const place = state?.progress.step ?? null;

  // a new step takes the focus to its heading (not on the first paint: the page's own title comes first)
  useEffect(() => {
    if (!place) return;
    if (shownStep.current && shownStep.current !== place) headingRef.current?.focus();
    shownStep.current = place;
  }, [place]);

  if (!user?.is_admin) {
    // SPEC §6: the super admin created at onboarding sets the organisation up; anyone else waits for them
    return (
      <div className="onboarding">
        <h1>{t('title', { organization: user?.organization?.name ?? '' })}</h1>
        <p>{t('notAdmin')}</p>
        <p>
          <Link to="/logout">{t('signOut')}</Link>
        </p>
      </div>
    );
  }

  const move = async (patch: OnboardingPatch, after?: (organizationFinished: boolean) => void) => {
    setError(null);
    const result = await update({ orgId, ...patch });
    if (result.error) {
      setError(refusalText(result.error, t));
      return;
    }
    const organization = result.data.organization;
    // the finished organisation (also pushed on OrganizationChannel): the guards open the tenant at once
    if (organization) dispatch(sessionActions.organizationUpdated(organization));
    after?.(!!organization);
  };

  const facts = state ? { sites: state.sites.length, modules: modules ?? state.modules } : null;
  const complete = (step: WizardStep, extra: Partial<OnboardingPatch> = {}) => {
    const problem = facts && completeProblem(step, facts);
    if (problem) setError(t(problem));
    else void move({ action: 'complete', step, ...extra } as OnboardingPatch);
  };
  const finish = (then: string) => {
    const problem = state && facts && finishProblem(state.progress, facts);
    if (problem) setError(t(problem));
    else void move({ action: 'finish' }, (done) => done && navigate(then, { replace: true }));
  };
  const index = place ? WIZARD_PLACES.indexOf(place) : 0;
  const back = index > 0 ? () => void move({ action: 'open', step: WIZARD_PLACES[index - 1] }) : undefined;
  const busy = updating.isLoading;

  return (
    <div className="onboarding">
      <header className="onboarding-head">
        <h1 id="onboarding-title">{t('title', { organization: user.organization?.name ?? '' })}</h1>
        <div className="onboarding-head-tools">
          <LanguageSwitcher />
          <Link to="/logout" className="p-button p-button-outlined" style={{ textDecoration: 'none' }}>
            <i className="pi pi-sign-out" aria-hidden="true" style={{ marginRight: '0.5rem' }} />
            {t('signOut')}
          </Link>
        </div>
      </header>
      {!state || !place ? (
        <p role={query.isError ? 'alert' : 'status'}>{query.isError ? t('errors.loadFailed') : t('loading')}</p>
      ) : (
        <>
          {/* the intro counts the steps the stepper shows (the review is one of them) */}
          <p>{t('intro', { count: WIZARD_PLACES.length })}</p>
          <Stepper progress={state.progress} busy={busy} onOpen={(p) => void move({ action: 'open', step: p })} />
          <p className="sr-only" role="status" aria-live="polite">
            {t('stepper.announce', { number: index + 1, total: WIZARD_PLACES.length, name: t(`steps.${place}`) })}
          </p>
          <section className="onboarding-panel" aria-labelledby="onboarding-step-title">
            <h2 id="onboarding-step-title" ref={headingRef} tabIndex={-1}>
              {t('stepper.heading', { number: index + 1, total: WIZARD_PLACES.length, name: t(`steps.${place}`) })}
            </h2>
            {place === 'sites' && <SitesStep state={state} />}
            {place === 'structure' && <StructureStep state={state} />}
            {place === 'users' && <UsersStep state={state} />}
            {place === 'modules' && <ModulesStep value={modules ?? state.modules} onChange={setModules} />}
            {place === 'done' && <ReviewStep state={state} />}
            {place === 'done' ? (
              <>
                {error && (
                  <p role="alert" className="p-error">
                    {error}
                  </p>
                )}
                <div className="onboarding-actions">
                  {back && <Button type="button" outlined icon="pi pi-arrow-left" label={t('actions.back')} onClick={back} disabled={busy} />}
                  <Button type="button" outlined icon="pi pi-file-excel" label={t('actions.finishAndImport')} onClick={() => finish('/users')} disabled={busy} />
                  <Button type="button" icon="pi pi-check" label={t('actions.finish')} onClick={() => finish('/')} loading={busy} />
                </div>
              </>
            ) : (
              <StepActions
                error={error}
                busy={busy}
                onBack={back}
                onSkip={isSkippable(place) ? () => void move({ action: 'skip', step: place }) : undefined}
                onContinue={() => complete(place, place === 'modules' ? { modules: modules ?? state.modules } : {})}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}

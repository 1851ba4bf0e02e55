import { useTranslation } from 'react-i18next';
import { WIZARD_PLACES, canOpen, stepStatus, type OnboardingProgress, type WizardPlace } from '../model/wizard';

/**
 * The steps as a list of buttons: the current one is `aria-current="step"`, each names its state (completed,
 * skipped, current, upcoming) in text; a step opens when every step before it is completed or skipped.
 */
export function Stepper({ progress, busy, onOpen }: { progress: OnboardingProgress; busy: boolean; onOpen(place: WizardPlace): void }) {
  const { t } = useTranslation('onboarding');
  return (
    <nav className="onboarding-steps" aria-label={t('stepper.label')}>
      <ol>
        {WIZARD_PLACES.map((place, i) => {
          const status = place === 'done' ? (progress.step === 'done' ? 'current' : 'upcoming') : stepStatus(progress, place);
          const current = progress.step === place;
          return (
            <li key={place}>
              <button
                type="button"
                className="onboarding-step-button"
                aria-current={current ? 'step' : undefined}
                disabled={busy || current || !canOpen(progress, place)}
                onClick={() => onOpen(place)}
              >
                <span className="onboarding-step-number" aria-hidden="true">
                  {status === 'completed' ? <i className="pi pi-check" /> : i + 1}
                </span>
                <span>
                  {t(`steps.${place}`)}{' '}
                  <span className="onboarding-step-state">{t(`stepper.${status}`)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

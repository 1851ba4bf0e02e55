import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';

interface Props {
  /** the refusal of the last move, shown above the buttons */
  error: string | null;
  busy: boolean;
  onBack?: () => void;
  onSkip?: () => void;
  onContinue?: () => void;
  continueLabel?: string;
}

/** The buttons under a step: Back, Skip this step (where the SPEC allows), Continue. */
export function StepActions({ error, busy, onBack, onSkip, onContinue, continueLabel }: Props) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      {error && <Message severity="error" role="alert" text={error} style={{ width: '100%' }} />}
      <div className="onboarding-actions">
        {onBack && <Button type="button" outlined icon="pi pi-arrow-left" label={t('actions.back')} onClick={onBack} disabled={busy} />}
        {onSkip && <Button type="button" outlined severity="secondary" label={t('actions.skip')} onClick={onSkip} disabled={busy} />}
        {onContinue && <Button type="button" icon="pi pi-arrow-right" iconPos="right" label={continueLabel ?? t('actions.continue')} onClick={onContinue} loading={busy} />}
      </div>
    </>
  );
}

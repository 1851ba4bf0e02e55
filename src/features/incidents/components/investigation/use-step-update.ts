import { useCallback, useState } from 'react';
import { apiErrorMessage } from '@/lib/api/notify-error';
import type { IncidentStepPatch } from '../../model';
import { useUpdateIncidentMutation } from '../../api/incidents-api';

/**
 * PATCH one investigation step. `save` clears the last server error, sends the patch and answers whether it
 * was accepted; a refusal becomes `serverError` (each step shows it above its form).
 */
export function useStepUpdate() {
  const [update, { isLoading: busy }] = useUpdateIncidentMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useCallback(
    async (patch: { id: number } & IncidentStepPatch): Promise<boolean> => {
      setServerError(null);
      const result = await update(patch);
      if ('error' in result && result.error) {
        setServerError(apiErrorMessage(result.error));
        return false;
      }
      return true;
    },
    [update],
  );
  const clearError = useCallback(() => setServerError(null), []);
  return { save, serverError, clearError, busy };
}

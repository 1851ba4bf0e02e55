import { useTranslation } from 'react-i18next';
import { keyOf, type Right } from '../model';

/** The `roles` namespace with the module and right names. */
export function useRoleLabels() {
  const { t } = useTranslation('roles');
  return {
    t,
    /** `t` as a plain function (for the pure helpers of schemas/) */
    tr: (key: string, options?: Record<string, unknown>): string => t(key, options ?? {}),
    module: (name: string) => t(`modules.${keyOf(name)}`),
    right: (right: Right) => t(`rights.${right}`),
  };
}

import * as yup from 'yup';
import { ROLE_LIMITS, ROLE_MODULES, RIGHTS, rightsOf, type RoleAction } from '../model';

type T = (key: string) => string;

const MODULES = new Set<string>(ROLE_MODULES);

/** every module named once, each a known module, every right it carries a true/false of a right that module has */
function validActions(list: unknown): boolean {
  if (!Array.isArray(list)) return false;
  const seen = new Set<string>();
  for (const item of list as Partial<RoleAction>[]) {
    if (!item || typeof item !== 'object' || typeof item.name !== 'string' || !MODULES.has(item.name) || seen.has(item.name)) return false;
    seen.add(item.name);
    for (const right of RIGHTS) {
      if (!(right in item) || item[right] === undefined) continue;
      if (typeof item[right] !== 'boolean') return false;
      if (item[right] === true && !rightsOf(item.name).includes(right)) return false;
    }
  }
  return true;
}

/**
 * SPEC §3 "Role" and §5 ("A role needs a name"): a name of 2–50 characters (unique in the organisation: the server
 * alone knows), and `role_actions_attributes` of known modules with true/false rights. Messages are keys of the
 * `roles` namespace; the demo backend runs this schema with `roleServerT` (rule-messages.ts).
 */
export function roleSchema(t: T) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(t('validation.nameRequired'))
      .test('name-min', t('validation.nameTooShort'), (v) => !v || v.length >= ROLE_LIMITS.nameMin)
      .max(ROLE_LIMITS.nameMax, t('validation.nameTooLong')),
    role_actions_attributes: yup
      .mixed()
      .test('role-actions', t('validation.actionsInvalid'), (v) => v === undefined || validActions(v)),
  });
}

import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/**
 * The demo backend's English (Rails-style) message for each rule key of user-schema.ts. The form shows the
 * translated text of the same key (locales/<lng>/users.json) and maps a 422 back onto the field.
 */
export const USER_SERVER_MESSAGES: Record<string, string> = {
  'validation.nameRequired': "Full name can't be blank",
  'validation.nameTooLong': 'Full name is too long (maximum is 100 characters)',
  'validation.nameLetters': 'Full name must contain letters only',
  'validation.emailRequired': "Email can't be blank",
  'validation.emailInvalid': 'Email is invalid',
  'validation.employeeIdTooLong': 'Employee ID is too long (maximum is 30 characters)',
  'validation.phoneInvalid': 'Phone is not a valid number',
  'validation.roleRequired': 'User role must be selected',
  'validation.siteRequired': 'Site must be selected',
  'validation.genderInvalid': 'Gender is not included in the list',
  'validation.shiftInvalid': 'Shift is not included in the list',
  'validation.statusInvalid': 'Status is not included in the list',
};

/** Rules only the server knows (the values exist, the email is free, the plan allows it), in the same form. */
export const USER_SERVER_ONLY_MESSAGES: Record<string, string> = {
  // SPEC §8 "'Email already present.'"
  'validation.emailTaken': 'Email already present.',
  'validation.emailDuplicate': 'Email appears more than once in the file',
  'validation.roleInvalid': 'Role must exist',
  'validation.siteInvalid': 'Site must exist',
  // SPEC §8 "The subscription plan does not allow more users"
  'validation.userLimit': 'The subscription plan does not allow more users',
  'validation.licenceLimit': 'No licences of this module are left on the subscription plan',
  'validation.adminOnly': 'Only an administrator can grant admin access',
  'validation.notYourself': 'You cannot deactivate or remove your own account',
  // SPEC §5 "A wrong import format gives 'data entered in incorrect format'"
  'validation.importFormat': 'data entered in incorrect format',
  'validation.importTooMany': 'Up to 100 users can be imported at once',
  'validation.importEmpty': 'The file holds no users',
};

/** The form field each rule key belongs to. */
export const USER_RULE_FIELDS: Record<string, string> = {
  'validation.nameRequired': 'full_name',
  'validation.nameTooLong': 'full_name',
  'validation.nameLetters': 'full_name',
  'validation.emailRequired': 'email',
  'validation.emailInvalid': 'email',
  'validation.emailTaken': 'email',
  'validation.emailDuplicate': 'email',
  'validation.employeeIdTooLong': 'employee_id',
  'validation.phoneInvalid': 'phone',
  'validation.roleRequired': 'role_id',
  'validation.roleInvalid': 'role_id',
  'validation.siteRequired': 'site_ids',
  'validation.siteInvalid': 'site_ids',
  'validation.genderInvalid': 'gender',
  'validation.shiftInvalid': 'shift',
  'validation.statusInvalid': 'status',
  'validation.adminOnly': 'is_admin',
  'validation.licenceLimit': 'licences',
};

export const userServerT = serverMessages(USER_SERVER_MESSAGES);

const REFUSAL = refusalTable({ messages: [USER_SERVER_MESSAGES, USER_SERVER_ONLY_MESSAGES], fields: USER_RULE_FIELDS });

/** the rule key of a server message (null for a message this table does not know) */
export const userRuleKey = REFUSAL.ruleKey;

/** A refused save's server messages → `{ field: translated message }` for those that belong to a field, and the rest (translated when known). */
export const userFieldErrors = REFUSAL.fieldErrors;

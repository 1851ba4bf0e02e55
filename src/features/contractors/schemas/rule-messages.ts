import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/**
 * The demo backend's English (Rails-style) message for each rule key of this module's schemas. The forms show the
 * translated text of the same key (locales/<lng>/contractors.json) and map a 422 back onto the field.
 */
export const CONTRACTOR_SERVER_MESSAGES: Record<string, string> = {
  'validation.companyRequired': 'Company name is required',
  'validation.companyTooLong': 'Company name is too long (maximum is 150 characters)',
  'validation.taxIdInvalid': 'Tax id is not valid',
  'validation.contactTooLong': 'Primary contact is too long (maximum is 100 characters)',
  'validation.addressTooLong': 'Address is too long (maximum is 250 characters)',
  'validation.cityTooLong': 'City is too long (maximum is 100 characters)',
  'validation.stateTooLong': 'State is too long (maximum is 100 characters)',
  'validation.countryTooLong': 'Country is too long (maximum is 100 characters)',
  'validation.zipTooLong': 'Zip is too long (maximum is 20 characters)',
  'validation.skillsInvalid': 'Skills must be chosen from Settings > Categories',
  'validation.sitesInvalid': 'Sites must be active sites',
  'validation.usersInvalid': 'Users must be contractor users',
  'validation.statusInvalid': 'Status is not valid',
  'validation.nameRequired': 'Name is required',
  'validation.nameTooLong': 'Name is too long (maximum is 100 characters)',
  'validation.nameLetters': 'Name must contain letters only',
  'validation.ageRequired': 'Age is required',
  'validation.ageInvalid': 'Age must be a whole number from 18 to 100',
  'validation.phoneRequired': 'Phone is required',
  'validation.phoneInvalid': 'Phone must be a valid number',
  'validation.idRequired': 'Id is required',
  'validation.idTooLong': 'Id is too long (maximum is 40 characters)',
  'validation.genderRequired': 'Gender must be chosen',
  'validation.genderInvalid': 'Gender must be Male or Female',
  'validation.photoRequired': 'Photo is required',
  'validation.photoType': 'Photo must be a JPEG or PNG image',
  'validation.photoSize': 'Photo must be under 500 KB',
  'validation.titleRequired': 'Title is required',
  'validation.titleTooLong': 'Title is too long (maximum is 150 characters)',
  'validation.validityRequired': 'Validity date is required',
  'validation.validityFuture': 'Validity date must be in the future',
  'validation.fileRequired': 'No file provided',
  'validation.singleFile': 'Only a single file may be uploaded',
  'validation.decisionInvalid': 'Decision is not valid',
  'validation.reasonRequired': 'A reason is required to reject',
  'validation.reasonTooLong': 'Reason is too long (maximum is 500 characters)',
};

/** The rules only the server knows, in the same form. */
export const CONTRACTOR_SERVER_ONLY_MESSAGES: Record<string, string> = {
  'validation.companyTaken': 'Company name has already been taken',
  'validation.ownSubmission': 'The approver may not be the person who submitted it',
  'validation.reviewAdminOnly': 'Only an organisation admin may review',
  'validation.contractorInactive': 'Contractor is inactive',
  'validation.importFormat': 'data entered in incorrect format',
  'validation.importEmpty': 'The file holds no workers',
  'validation.importTooMany': 'Up to 100 workers may be uploaded per batch',
};

/** The form field each rule key belongs to. */
export const CONTRACTOR_RULE_FIELDS: Record<string, string> = {
  'validation.companyRequired': 'company_name',
  'validation.companyTooLong': 'company_name',
  'validation.companyTaken': 'company_name',
  'validation.taxIdInvalid': 'tax_id',
  'validation.contactTooLong': 'primary_contact',
  'validation.addressTooLong': 'address',
  'validation.cityTooLong': 'city',
  'validation.stateTooLong': 'state',
  'validation.countryTooLong': 'country',
  'validation.zipTooLong': 'zip',
  'validation.skillsInvalid': 'skills',
  'validation.sitesInvalid': 'site_ids',
  'validation.usersInvalid': 'user_ids',
  'validation.statusInvalid': 'status',
  'validation.nameRequired': 'name',
  'validation.nameTooLong': 'name',
  'validation.nameLetters': 'name',
  'validation.ageRequired': 'age',
  'validation.ageInvalid': 'age',
  'validation.phoneRequired': 'phone',
  'validation.phoneInvalid': 'phone',
  'validation.idRequired': 'id_number',
  'validation.idTooLong': 'id_number',
  'validation.genderRequired': 'gender',
  'validation.genderInvalid': 'gender',
  'validation.photoRequired': 'photo',
  'validation.photoType': 'photo',
  'validation.photoSize': 'photo',
  'validation.titleRequired': 'title',
  'validation.titleTooLong': 'title',
  'validation.validityRequired': 'valid_until',
  'validation.validityFuture': 'valid_until',
  'validation.fileRequired': 'files',
  'validation.singleFile': 'files',
  'validation.reasonRequired': 'reason',
  'validation.reasonTooLong': 'reason',
  'validation.decisionInvalid': 'decision',
};

export const contractorServerT = serverMessages(CONTRACTOR_SERVER_MESSAGES);

const REFUSAL = refusalTable({ messages: [CONTRACTOR_SERVER_MESSAGES, CONTRACTOR_SERVER_ONLY_MESSAGES], fields: CONTRACTOR_RULE_FIELDS, translateOther: false });

/** the rule key of a server message, if it is one of this module's */
export const contractorRuleKey = REFUSAL.ruleKey;

/** A refused save's server messages → `{ field: translated message }`, and the rest as they came. */
export const contractorFieldErrors = REFUSAL.fieldErrors;

import * as yup from 'yup';
import { CONTRACTOR_LIMITS as L, CONTRACTOR_STATUSES } from '../model';

type T = (key: string) => string;

const text = (max: number, message: string) => yup.string().trim().max(max, message);

/**
 * SPEC §3 "Contractor" and §5: the company name is required (§5 "Required text fields"), status Active or Inactive,
 * skills from Settings > Categories (the server checks they exist). Messages are `contractors` keys; the demo
 * backend runs the same schema with `contractorServerT` (rule-messages.ts).
 */
export function contractorSchema(t: T) {
  return yup.object({
    company_name: yup.string().trim().required(t('validation.companyRequired')).max(L.companyName, t('validation.companyTooLong')),
    tax_id: text(L.taxId, t('validation.taxIdInvalid')).matches(/^[A-Za-z0-9 ./-]*$/, t('validation.taxIdInvalid')),
    primary_contact: text(L.contact, t('validation.contactTooLong')),
    address: text(L.address, t('validation.addressTooLong')),
    city: text(L.city, t('validation.cityTooLong')),
    state: text(L.state, t('validation.stateTooLong')),
    country: text(L.country, t('validation.countryTooLong')),
    zip: text(L.zip, t('validation.zipTooLong')),
    skills: yup.array(yup.string().required()).typeError(t('validation.skillsInvalid')),
    site_ids: yup.array(yup.number().required()).typeError(t('validation.sitesInvalid')),
    user_ids: yup.array(yup.number().required()).typeError(t('validation.usersInvalid')),
    status: yup.string().oneOf([...CONTRACTOR_STATUSES], t('validation.statusInvalid')).required(t('validation.statusInvalid')),
  });
}

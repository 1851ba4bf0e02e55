import { array, number, object, string } from 'yup';

/** The wizard's compact invite (full name, e-mail, role, at least one site, SPEC §5): the users module's POST /users validates it again. */
export const INVITE_LIMITS = { fullName: 100, email: 254 } as const;

export function inviteSchema(t: (key: string) => string) {
  return object({
    full_name: string().trim().required(t('invite.errors.nameRequired')).max(INVITE_LIMITS.fullName, t('invite.errors.nameLong')),
    email: string().trim().required(t('invite.errors.emailRequired')).email(t('invite.errors.emailInvalid')).max(INVITE_LIMITS.email, t('invite.errors.emailInvalid')),
    role_id: number().nullable().required(t('invite.errors.roleRequired')),
    site_ids: array(number().required()).min(1, t('invite.errors.siteRequired')).required(t('invite.errors.siteRequired')),
  });
}

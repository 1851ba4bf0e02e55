import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { db } from '@/mocks/db/db';
import { errors, jsonBody, secured } from '@/mocks/http';
import { brandingAllowed, type BrandingInput } from '../model';
import { brandingSchema } from '../schemas/branding-schema';
import { BRANDING_SERVER_ONLY as M, brandingServerT } from '../schemas/rule-messages';

export const brandingHandlers = [
  /** the organisation's customised look: admins of an enterprise organisation; OrganizationChannel carries the change */
  secured('put', '/organization/branding', null, async ({ user, tenant, request }) => {
    const org = tenant.organization;
    if (!user.is_admin || !org) return errors(403, M.forbidden);
    if (!brandingAllowed(org.plan)) return errors(422, M.enterpriseOnly);
    const body = await jsonBody<Partial<Record<keyof BrandingInput, unknown>>>(request);
    const problems = await ruleErrors(brandingSchema(brandingServerT), body);
    if (problems.length) return errors(422, ...problems);
    const logo = String(body.logo_url ?? '').trim();
    const branding = { primary_color: String(body.primary_color).trim().toLowerCase(), logo_url: logo || null };
    db.updateOrganization(tenant, { ...org, branding });
    return HttpResponse.json({ organization: tenant.organization });
  }),
];

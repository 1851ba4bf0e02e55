/**
 * The enterprise look (SPEC §1 "Enterprise organisations can have a customised look"): the organisation's logo and
 * brand colour, set by its admin (SPEC §6 admin settings), stored on the organisation (SPEC §3 Organization) so the
 * session and OrganizationChannel carry it. The colour rules (WCAG 2.2 AA contrast) are lib/theme/branding.ts.
 */
import type { OrganizationBranding } from '@/lib/session/types';

export type BrandingInput = OrganizationBranding;

/** SPEC §5: logo images are JPEG, PNG or GIF under 10 MB; the logo is an https address or such an image inline. */
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif);base64,[a-z0-9+/]+=*$/i;

export function logoProblem(value: string): 'invalid' | 'tooLarge' | null {
  const v = value.trim();
  if (!v) return null;
  if (DATA_IMAGE.test(v)) return Math.floor((v.length - v.indexOf(',') - 1) * 0.75) > LOGO_MAX_BYTES ? 'tooLarge' : null;
  try {
    return new URL(v).protocol === 'https:' ? null : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** SPEC §1 / §9: the customised look is part of the enterprise plan. */
export const brandingAllowed = (plan: string | null | undefined) => plan === 'enterprise';

/** the demo's enterprise tenant (vertex): teal (5.5:1 on white) and a 32 px PNG logo */
export const DEMO_BRANDING: OrganizationBranding = {
  primary_color: '#0f766e',
  logo_url: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAhklEQVR42u2WMQ6AMAwD7wf8lJHvg8SERJu6iZlolaWVHZ+3sh37p8MKWAH3nI/zvjoDgpd8QJNXL0ECf6oECfypEuTw9RLk8PUSpPFFDWl8UUYFX1FSwVfEFPGHeor4Qwt1/NhFHT82YsEPvFjwAzsu/N4GXPi9JRjxm3sw4jdXrX/RDwIu4336BYamnHoAAAAASUVORK5CYII=',
};

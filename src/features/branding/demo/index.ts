import { defineDemo } from '@/mocks/define-demo';
import type { SeedContext } from '@/mocks/db/seed';
import { DEMO_BRANDING } from '../model';
import { brandingHandlers } from './handlers';

/** the enterprise tenant (vertex) shows the customised look; its font is the build's sub-domain font (SPEC §1) */
function seedBranding({ tenant }: SeedContext): void {
  if (tenant.key === 'vertex' && tenant.organization) tenant.organization.branding = { ...DEMO_BRANDING };
}

export const demo = defineDemo({ order: 43, handlers: brandingHandlers, seed: { order: 1030, run: seedBranding, version: 1 } });

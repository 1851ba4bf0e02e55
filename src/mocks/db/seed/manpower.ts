import { defaultWorkerProfile } from '@/features/worker-profile/model';
import { MONTHS } from '@/features/manpower/model';
import type { DemoManpower, DemoSite, DemoWorkerProfileSetting } from '../types';
import type { SeedContext } from './index';

/**
 * The 12 months before the seed date of manpower for every seeded site (a few left at the default), and the SPEC
 * default worker profile setting. Runs last so the other modules' random draws stay as they were.
 */
export function seedManpower({ tenant, random, now }: SeedContext): void {
  const sites = (tenant.collections.sites ?? []) as DemoSite[];
  const rows = (tenant.collections.manpower = [] as DemoManpower[]);
  const at = now.toISOString();
  for (const site of sites) {
    const base = site.manpower || 100;
    for (let back = 11; back >= 0; back--) {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      const month = d.getUTCMonth() + 1;
      // about one month in six stays at the default (not entered)
      if (random.chance(0.15)) continue;
      rows.push({ id: tenant.nextId++, site_id: site.id, year: d.getUTCFullYear(), month: MONTHS[month - 1], manpower: Math.max(0, base + random.int(-20, 20)), updated_by: null, updated_at: at });
    }
  }
  tenant.collections.worker_profile_settings = [{ id: tenant.nextId++, ...defaultWorkerProfile(), updated_by: null, updated_at: at } satisfies DemoWorkerProfileSetting];
}

import type { DemoSite, DemoSitePlan, DemoSitePlanImage } from '../types';
import type { SeedContext } from './index';

/**
 * Site plans (features/site-plans): every seeded site gets the same small generated floor plan (an 800 × 560
 * palette PNG of 2.9 KB: rooms, a hatched hazard room, a road) with a few pins and two zones, in image pixels.
 * No random draws, so the rest of the seed is unchanged; runs after the other seeders.
 */
export const SEED_PLAN_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAyAAAAIwCAMAAABJD/91AAAAElBMVEX///83QVHx9fn7vyTL1eHi6PAFd2vSAAAK+UlEQVR42u3d0W4UyRJFUYPh/3+ZJx5A7KLb1Zl2VK14u1dHGp0gluQZnKq3n8aYnLefb4+NnNwdcxYjJ6ewnBwgcnKAyMkBIicHiJwcIHJygMjJASInB4icnJzFyMkBIicHiJwcIHJygMjJASInB4icHCBycoDIyQEiJyensJwcIHJygMjJASInB4icHCBycoDIyQEiJweInJycxcjJKSwnB4icHCBycoDIyQEiJweInBwgcnKAyMndG8iD882YC83Lv5NupeZSQF79I5aVGkAAMYB8HMh386H5/YdylR7v7+9//P/T/jcggCwGMtrHOyCArAUy2wcggGzsMfDnLUAA2dZj4r+PAALIrh4j/30dEEA29Zj537MAAWRPj6H/vRcQQLb0mPr3IYAAsqPH2L8vBASQDT3m/n06IICs7zH4900AAWR5j8m/jwUIIKt7jP59RUAAWdxj9u/zAgLI2h7Df98dEECW9vAeBBBADoGM9uG3eQFZDGS2D0AA2djDexBAAOke3oMAAkj38B4EEEC6h/cggADSPbwHAQSQ7uE9CCCAdA/vQQABpHt4DwIIIN3DexBAAOke3oMAAkj38B4EEEC6h/cggADSPbwHAQSQ7uE9CCCAHAIZ7cNv8wKyGMhsH4AAsrHH5d+DPPGddKcOyGXeg6z4TrpTB8R7EEAAebiH9yCAANI9vAcBBJDu4T0IIIB0D+9BAAGke3gPAggg3cN7EEAA6R7egwACSPfwHgQQQLqH9yCAANI9vAcBBJDu4T0IIIAcAhntw6+7A7IYyGwfgACysYfvgwACSPfwfRBAAOke3oMAAkj38B4EEEC6h/cggADSPbwHAQSQ7uE9CCCAdA/vQQABpHt4DwIIIN3DexBAAOke3oMAAkj38B4EEEC6h/cggADSPbwHAQSQQyCjffhtXkAWA5ntAxBANvbwHgQQQLqH9yCAANI9vAcBBJDu4T0IIIB0D+9BAAGke3gPAggg3cN7EEAA6R7egwACSPe4zXsQ30kH5AM9xr8H8Z10QBb28B4EEEC6h/cggADSPbwHAQSQ7uE9CCCAHAIZ7cNv8wKyGMhsH4AAsrGH9yCAANI9vAcBBJDu4T0IIIB0D+9BAAGke3gPAggg3cN7EEAA6R7egwACSPfwHgQQQLqH74MAAkj38H0QQADpHt6DAAJI9/AeBBBAuof3IIAA0j28BwEEkEMgo334bV5AFgOZ7QMQQDb28B4EEEC6h/cggADSPbwHAQSQ7uE9CCCAdA/vQQABpHt4DwIIIN3DexBAAOke3oMAAkj38B4EEEC6h/cggADSPbwHAQSQ7uE9CCCAdA/vQQABpHt4DwIIIIdARvvw27yALAYy2wcggGzscfn3IL6TDsiJHmPfg/hOOiAbengPAggg3cN7EEAA6R7egwACSPfwHgQQQLqH9yCAANI9vAcBBJDu4T0IIIB0D+9BAAGke3gPAggg3cN7EEAA6R7egwACSPfwHgQQQA6BjPbh190BWQxktg9AANnYw/dBAAGke/g+CCCAdA/vQQABpHt4DwIIIN3DexBAAOke3oMAAkj38B4EEEC6h/cggADSPbwHAQSQ7uE9CCCAdA/vQQABpHt4DwIIIN3DexBAAOke3oMAAsghkNE+/DYvIIuBzPYBCCAbe3gPAggg3cN7EEAA6R7egwACSPfwHgQQQLrH2Xv933gPAsjEHq+Y3f+8vwcQQAABBBBAAAEEkE8E4jvpgNwRiO+kAwKIH7EAAQQQQAABBBA9NvYAxGHpAYjD0gMQQPQABBA9AAFED0AMIIAYQAABxGEBAojDAgQQh6UHIA5LD0Aclh6AAKIHIIDoAYgBBBADCCCAOCxAAHFYgADisAABxGHpAYjD0gMQh6UHIIDoAQggegBiAAHEAAIIIA4LEEAcFiCAOCw9AHFYegDisPQABBA9AAFED0AAAQQQA8glgfhOusO6IxDfSXdYevgRy2HpAYjD0gMQQPQABBA9ADGAAGIAAQQQhwUIIA4LEEAclh6AOCw9AHFYegACiB6AAKIHIAYQQAwggDh1hwUIIA4LEEAcFiCAOCw9AHFYegDisPQABBA9AAFED0AMIIAYQAABxGEBAojDAgQQh6UHIA5LD0Aclh6AAKIHIIDoAQgggABiAAHEAAIIIA4LEEAcFiCAOCw9zgHxnXSHdUcgvpPusPTwI5bD0gMQh6UHIIDoAQggegBiAAHEAAIIIA4LEEAcFiCAOCw9AHFYegDisPQABBA9AAFED0AMIDcB8nXmmT/Oq44dnBlAAAEEEEAAAcRx2AEgjsMOAHEcdgCI47ADQByHHQDiLwqv95dkduBv0h2HHQDiOOwAEMdhB4A4DjsAxHHYASCOww4AcRx2AAgggAACCCCAAOI47AAQx2EHgDgOOwDEcdgBII7DDgBxHHZwASC+kw7IHYH4TrrjsAM/YjkOOwDEcdgBII7DDgBxHHYAiOOwA0Achx0AAggggAACCCCAOA47AMRx2AEgjsMOAHEcdgCI47ADQByHHQDiOOwAEMdhB4AAAggggAACCCCOww4AcRx2AIjjsANAHIcdAOI47AAQx2EHgDgOOwAEEEAAAQQQQABxHHYAiOOwA0Achx0A4jjsABDHYQeAOA47AMRx2AEgjsMOAAEEEEAAAQQQQByHHZwD4jvpgNwRiO+kOw478COW47ADQByHHQDiOOwAEMdhB4A4DjsAxHHYASCAAAIIIIAAAojjsANAHIcdAOI47AAQx2EHgDgOOwDEcdgBII7DDgBxHHYACCCAAAIIIIAA4jjsABDHYQeAOA47AMRx2AEgjsMOAHEcdgCI47ADQAABBBBAAAEEEMdhB4A4DjsAxHHYASCOww4AcRx2AIjjsANAHIcdAOI47AAQQAABBBBAAAHEcdjBOSC+kw7IHYH4TrrjsAM/YjkOOwDEcdgBII7DDgBxHHYAiOOwA0Achx0AAggggAACCCCAOA47AMRx2AEgjsMOAHEcdgCI47ADQByHHQDiOOwAEMdhB4AAAggggAACCCCOww4AcRx2AIjjsANAHIcdAOI47AAQx2EHgDgOOwAEEEAAAQQQQABxHHYAiOOwA0Achx0A4jjsABDHYQeAOA47AMRx2AEgjsMOAAEEEEAAAQQQQByHHZwD4jvpgNwRiO+kOw478COW47ADQByHHQDiOOwAEMdhB4A4DjsAxHHYASCAAAIIIIAAAojjsANAHIcdAOI47AAQx2EHgDgOOwDEcdjBTYDsnGf+wK46V97BZ3cDBBDdAAFEN0AAAeTrA9mde2SBE3qcyT27A3++r89ZICD+fC0QEH++gADizxcQQAABRE7ui+QsRk5OYTk5QOTkAJGTA0RODhA5OUDk5ACRkwNETg4QOTk5i5GTA0RODhA5OUDk5D4PiDHm/HfS5eT8iCUnJ2cxcnKAyMkBIicHiJwcIHJygMjJASIndyEgP4wxOYAYA4gxgBgDiDGAGAOIMYAYA4gxgBgDiDEGEGMAMQYQYwAxBhBjADEGEGMAMQYQYwAxxgBiDCDGAGIMIMYAYgwgxgBiDCDGAGKMAcQYQIwBxBhAjAHEGECMAcQYQIwBxBhAjDH/BuID8nJyCsvJASInB4icHCBycoDIyQEiJweInBwgcnKAyMnJWYycnMJycoDIyQEiJweInBwgcnKAyMkBIicHiJwcIHJycgrLyQEiJweInBwgcnKAyMkBIicHiJwcIHJygMjJyVmMnNwD8wtdr1tP6vsaOgAAAABJRU5ErkJggg==';
export const SEED_PLAN_SIZE = { width: 800, height: 560 } as const;

const PINS = [
  { name: 'Main entrance', kind: 'location', x: 170, y: 470 },
  { name: 'Assembly point A', kind: 'muster_point', x: 90, y: 510 },
  { name: 'First aid room', kind: 'first_aid', x: 660, y: 250 },
  { name: 'Fire extinguisher 1', kind: 'fire_equipment', x: 345, y: 170 },
  { name: 'Main isolator', kind: 'isolation_point', x: 600, y: 400 },
];

const ZONES = [
  { name: 'Boiler house', points: [{ x: 560, y: 40 }, { x: 760, y: 40 }, { x: 760, y: 200 }, { x: 560, y: 200 }], required_permits: ['hot_work', 'confined_space'] },
  { name: 'Workshop', points: [{ x: 40, y: 40 }, { x: 360, y: 40 }, { x: 360, y: 300 }, { x: 40, y: 300 }], required_permits: ['electrical', 'work_at_height'] },
];

export function seedSitePlans({ tenant, now }: SeedContext): void {
  const sites = ((tenant.collections.sites ?? []) as DemoSite[]).filter((s) => s.status !== 'deleted');
  const plans = (tenant.collections.site_plans = [] as DemoSitePlan[]);
  const images = (tenant.collections.site_plan_images = [] as DemoSitePlanImage[]);
  const at = now.toISOString();
  sites.forEach((site, index) => {
    images.push({ id: tenant.nextId++, site_id: site.id, data_url: SEED_PLAN_PNG });
    plans.push({
      id: tenant.nextId++,
      site_id: site.id,
      image: { name: 'floor-plan.png', type: 'image/png', size: 2896, ...SEED_PLAN_SIZE, uploaded_at: at },
      // a different number of pins per site (3 to 5) and one or two zones
      pins: PINS.slice(0, 3 + (index % 3)).map((p) => ({ id: tenant.nextId++, ...p })),
      zones: ZONES.slice(0, 1 + (index % 2)).map((z) => ({ id: tenant.nextId++, ...z, points: z.points.map((p) => ({ ...p })), required_permits: [...z.required_permits] })),
      updated_by: null,
      updated_at: at,
    });
  });
}

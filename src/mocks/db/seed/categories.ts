import type { CategoryRecord, CategoryType, EnvironmentCategoryRecord, EnvironmentType } from '@/features/categories/model';
import type { TenantData } from '../db';
import type { SeedContext } from './index';

export type DemoCategory = CategoryRecord & { [key: string]: unknown };
export type DemoEnvironmentCategory = EnvironmentCategoryRecord & { [key: string]: unknown };

/**
 * The categories the record forms offered before Settings > Categories existed: the built-in codes stay the stored
 * values (old records keep pointing at them), with their English names. Skills are for contractors (SPEC §5).
 */
const BUILT_IN: Record<CategoryType, [code: string, name: string, subs?: string[]][]> = {
  observation: [
    ['housekeeping', 'Housekeeping', ['Blocked walkways', 'Spills and leaks']],
    ['ppe', 'Personal protective equipment'],
    ['electrical', 'Electrical'],
    ['working_at_height', 'Working at height', ['Ladders', 'Scaffolding']],
    ['fire_safety', 'Fire safety'],
    ['chemicals', 'Chemicals'],
    ['vehicles', 'Vehicles and traffic'],
    ['ergonomics', 'Ergonomics'],
    ['machinery', 'Machinery'],
    ['environment', 'Environment'],
  ],
  incident: [
    ['slip_trip_fall', 'Slip, trip or fall'],
    ['struck_by', 'Struck by an object'],
    ['caught_in', 'Caught in or between'],
    ['manual_handling', 'Manual handling'],
    ['electrical', 'Electrical'],
    ['chemical_exposure', 'Chemical exposure'],
    ['working_at_height', 'Working at height'],
    ['machinery', 'Machinery'],
    ['transport', 'Transport'],
    ['fire_explosion', 'Fire or explosion'],
    ['spill_release', 'Spill or release'],
    ['other', 'Other'],
  ],
  action: [
    ['housekeeping', 'Housekeeping'],
    ['ppe', 'Personal protective equipment'],
    ['electrical', 'Electrical'],
    ['working_at_height', 'Working at height'],
    ['fire_safety', 'Fire safety'],
    ['chemicals', 'Chemicals'],
    ['vehicles', 'Vehicles and traffic'],
    ['ergonomics', 'Ergonomics'],
    ['machinery', 'Machinery'],
    ['training', 'Training'],
  ],
  skill: [
    ['Welding', 'Welding'],
    ['Scaffolding', 'Scaffolding'],
    ['Electrical works', 'Electrical works'],
    ['Confined space entry', 'Confined space entry'],
  ],
};

const ENVIRONMENT: [EnvironmentType, string, string][] = [
  ['air', 'CO₂ emissions', 't CO₂e'],
  ['air', 'Dust (PM10)', 'µg/m³'],
  ['water', 'Water consumption', 'm³'],
  ['water', 'Wastewater discharge', 'm³'],
  ['waste', 'Hazardous waste', 'kg'],
  ['waste', 'Recycled waste', 'kg'],
  ['energy', 'Electricity use', 'kWh'],
  ['noise', 'Boundary noise level', 'dB(A)'],
];

/** the sub-category's stored value: the name under its parent, readable where a record shows it */
export const subCategoryCode = (parentName: string, name: string) => `${parentName} › ${name}`;

function seedCategoryRows(tenant: TenantData, at: string): DemoCategory[] {
  const rows: DemoCategory[] = [];
  for (const [type, list] of Object.entries(BUILT_IN) as [CategoryType, (typeof BUILT_IN)[CategoryType]][]) {
    for (const [code, name, subs = []] of list) {
      const top: DemoCategory = { id: tenant.nextId++, name, category_type: type, parent_id: null, description: '', status: 'active', code, created_at: at, updated_at: at };
      rows.push(top);
      for (const sub of subs) {
        rows.push({ id: tenant.nextId++, name: sub, category_type: type, parent_id: top.id, description: '', status: 'active', code: subCategoryCode(name, sub), created_at: at, updated_at: at });
      }
    }
  }
  return rows;
}

function seedEnvironmentRows(tenant: TenantData, at: string): DemoEnvironmentCategory[] {
  return ENVIRONMENT.map(([env_type, name, unit]) => ({ id: tenant.nextId++, name, env_type, unit, description: '', status: 'active', created_at: at, updated_at: at }));
}

/** Seeds both collections of a tenant that has none (a seeded tenant, or one created later by sign-up). */
export function ensureCategories(tenant: TenantData, now = new Date()): boolean {
  if (!tenant.organization) return false;
  const at = now.toISOString();
  let changed = false;
  if (!tenant.collections.categories) {
    tenant.collections.categories = seedCategoryRows(tenant, at);
    changed = true;
  }
  if (!tenant.collections.environment_categories) {
    tenant.collections.environment_categories = seedEnvironmentRows(tenant, at);
    changed = true;
  }
  return changed;
}

export function seedCategories({ tenant, now }: SeedContext): void {
  ensureCategories(tenant, now);
}

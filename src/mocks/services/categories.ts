import type { CategoryRecord } from '@/features/categories/model';
import { db, type TenantData } from '../db/db';
import { ensureCategories, type DemoCategory } from '../db/seed/categories';

/** the tenant's categories, seeded first for a tenant that has none yet (created after the seed) */
export function categoriesOf(tenant: TenantData): DemoCategory[] {
  if (ensureCategories(tenant)) db.touch(tenant);
  return db.list<DemoCategory>(tenant, 'categories');
}

/** the values a record form may store for this type (observation.category …): the active categories' codes */
export function categoryCodes(tenant: TenantData, type: CategoryRecord['category_type']): Set<string> {
  return new Set(categoriesOf(tenant).filter((c) => c.category_type === type && c.status === 'active').map((c) => c.code));
}

/**
 * Categories (Settings > Categories, SPEC §2, §6 "Category") and environment categories (SPEC §3, §7): types,
 * enumerations and pure rules shared by the screens and the demo backend.
 */
import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

/** what a category classifies: the observation and incident forms read theirs, skills are for contractors (SPEC §5) */
export const CATEGORY_TYPES = ['observation', 'incident', 'action', 'skill'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export const CATEGORY_STATUSES = ['active', 'inactive'] as const;
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number];

/** The most characters a name and a description hold (the form and the demo backend check the same numbers). */
export const CATEGORY_LIMITS = { name: 80, description: 500 } as const;

/**
 * A category or, when `parent_id` is set, a sub-category (one level deep): `Category` of api/openapi.yaml. `code` is
 * the value records store (observation.category …): the built-in code for seeded categories ('housekeeping'), the name
 * it was created with otherwise; never changes, so renaming keeps old records pointing at it. `parent_name` and
 * `sub_categories_count` are answered by the server.
 */
export type CategoryRecord = Schemas['Category'];

/** the category form's values (`CategoryFields` once sent; the type is '' until chosen) */
export interface CategoryInput extends Required<Omit<Schemas['CategoryFields'], 'category_type'>> {
  category_type: CategoryType | '';
}

export type CategoryListResponse = Schemas['CategoryList'];

export type CategoryTypesResponse = Schemas['CategoryTypes'];

/** environment aspects an environment category measures */
export const ENVIRONMENT_TYPES = ['air', 'water', 'waste', 'energy', 'noise', 'land'] as const;
export type EnvironmentType = (typeof ENVIRONMENT_TYPES)[number];

export const ENVIRONMENT_LIMITS = { name: 80, unit: 20, description: 500 } as const;

/** SPEC §3 "Environment category": id plus fields the SPEC does not show (`CategoryEnvironment`) */
export type EnvironmentCategoryRecord = Schemas['CategoryEnvironment'];

/** the environment category form's values (`CategoryEnvironmentFields` once sent; the type is '' until chosen) */
export interface EnvironmentCategoryInput extends Required<Omit<Schemas['CategoryEnvironmentFields'], 'env_type'>> {
  env_type: EnvironmentType | '';
}

/** a name compared for uniqueness: trimmed, spaces collapsed, case-insensitive */
export const nameKey = (name: unknown) =>
  String(name ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase();

/** the names already taken where a category would go (same type, same parent), leaving out the one being edited */
export function takenCategoryNames(all: readonly Pick<CategoryRecord, 'id' | 'name' | 'category_type' | 'parent_id'>[], where: { category_type: string; parent_id: number | null; id?: number | null }): string[] {
  return all.filter((c) => c.category_type === where.category_type && (c.parent_id ?? null) === (where.parent_id ?? null) && c.id !== where.id).map((c) => c.name);
}

/** a choice of a record form: the stored code, the category's name (a sub-category's as "Parent › Child") */
export interface CategoryChoice {
  value: string;
  name: string;
  /** the parent's value and name, for a sub-category */
  parent: { value: string; name: string } | null;
}

/** the active categories of a type as form choices: each top-level one followed by its active sub-categories */
export function categoryChoices(all: readonly CategoryRecord[], type: CategoryType): CategoryChoice[] {
  const active = all.filter((c) => c.category_type === type && c.status === 'active');
  const tops = active.filter((c) => c.parent_id == null);
  return tops.flatMap((top) => [
    { value: top.code, name: top.name, parent: null },
    ...active.filter((c) => c.parent_id === top.id).map((c) => ({ value: c.code, name: c.name, parent: { value: top.code, name: top.name } })),
  ]);
}

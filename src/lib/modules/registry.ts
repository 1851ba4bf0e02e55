import type { AppSubject } from '@/lib/ability/subjects';
import type { CollectionDecl, ModuleManifest, SubjectDecl, TenantSubject } from './define-module';

/**
 * Every feature's manifest (`features/<m>/module.ts`), collected like the routes: adding a module adds its manifest
 * and nothing here. The lists below are what used to be written by hand in several places.
 */
const found = import.meta.glob<ModuleManifest>('../../features/*/module.ts', { eager: true, import: 'manifest' });

export const MANIFESTS: readonly ModuleManifest[] = Object.values(found).sort((a, b) => a.id.localeCompare(b.id));

const subjectDecls: SubjectDecl[] = MANIFESTS.flatMap((m) => m.subjects ?? []).sort((a, b) => a.matrixOrder - b.matrixOrder);

/** The tenant permission subjects in role-matrix order (the roles screen's rows, the seeded roles, `all_modules`). */
export const ROLE_MODULES: readonly TenantSubject[] = subjectDecls.map((d) => d.subject);

/** Every permission subject: the tenant's, then the platform's Organization. */
export const SUBJECTS: readonly AppSubject[] = [...ROLE_MODULES, 'Organization'];

/** Subjects whose role rights include the permit rules (revoke, extend, close, reject, approve). */
export const PERMIT_RULE_SUBJECTS: ReadonlySet<AppSubject> = new Set(subjectDecls.filter((d) => d.permitRights).map((d) => d.subject));

/** organisation module → the subjects it opens (a module the organisation has not chosen closes them). */
export const MODULE_SUBJECTS: Readonly<Record<string, readonly AppSubject[]>> = subjectDecls.reduce<Record<string, AppSubject[]>>((acc, d) => {
  if (d.orgModule) (acc[d.orgModule] ??= []).push(d.subject);
  return acc;
}, {});

/** db collection → its declaration (realtime subject, activity-log type). */
export const COLLECTIONS: Readonly<Record<string, CollectionDecl>> = Object.fromEntries(MANIFESTS.flatMap((m) => (m.collections ?? []).map((c) => [c.name, c])));

/** Collections broadcast on ActionsChannel to the users who may read their subject (RTK Query cache sync). */
export const COLLECTION_SUBJECTS: Readonly<Record<string, AppSubject>> = Object.fromEntries(
  Object.values(COLLECTIONS).flatMap((c) => (c.broadcast ? [[c.name, c.broadcast]] : [])),
);

/** Collections the activity log records: collection → record type. */
export const LOGGED_COLLECTIONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(COLLECTIONS).flatMap((c) => (c.log ? [[c.name, c.log.type]] : [])),
);

/** Activity-log record type → who may read its entries (null: organisation admins only). */
export const LOG_READERS: Readonly<Record<string, AppSubject | null>> = Object.fromEntries(
  Object.values(COLLECTIONS).flatMap((c) => (c.log ? [[c.log.type, c.log.readers]] : [])),
);

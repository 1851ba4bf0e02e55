import type { AppSubject } from '@/lib/ability/subjects';

/**
 * A feature's manifest (`src/features/<m>/module.ts`, `export const manifest = defineModule({...})`): what the rest of
 * the app needs to know about the module, declared once in its own folder. `lib/modules/registry.ts` collects every
 * manifest by glob; the permission subjects, the role matrix, the organisation-module gates, the realtime broadcast
 * and the activity log are derived from them, so adding a module edits nothing central.
 *
 * A manifest is a declaration: it imports nothing but this file and `lib/ability/subjects` (types), so anything may
 * read it (`scripts/check-imports.mjs` holds it to that). The module's demo backend (handlers, seeder) is declared
 * apart, in `features/<m>/demo/index.ts`, which only the demo backend reaches.
 *
 * A new permission subject is also a type: the manifest augments `SubjectRegistry` —
 * `declare module '@/lib/ability/subjects' { interface SubjectRegistry { Contractor: true } }`.
 */
/** a tenant's permission subject: every one but the platform's Organization */
export type TenantSubject = Exclude<AppSubject, 'Organization'>;

export interface SubjectDecl {
  subject: TenantSubject;
  /** the subject's row in the role matrix (ascending; working modules first, then settings) */
  matrixOrder: number;
  /** the organisation module (`organization.modules`, chosen in onboarding) that opens this subject; none: always open */
  orgModule?: string;
  /** the permit rules (revoke, extend, close, reject, approve) are rights of this subject */
  permitRights?: boolean;
}

export interface CollectionDecl {
  /** the demo db collection the module's records live in */
  name: string;
  /** realtime: every change is sent on ActionsChannel (`db_action`) to the users who may read this subject */
  broadcast?: AppSubject;
  /**
   * activity log: the record type its entries name (labelled by `activityLog:recordTypes.<type>`) and who may read
   * them (the subject's read right; null: organisation admins only)
   */
  log?: { type: string; readers: AppSubject | null };
}

export interface ModuleManifest {
  /** the feature folder's name */
  id: string;
  subjects?: readonly SubjectDecl[];
  collections?: readonly CollectionDecl[];
}

export const defineModule = <const M extends ModuleManifest>(manifest: M): M => manifest;

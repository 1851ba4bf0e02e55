import type { UserStatus } from '@/lib/session/types';
import type { Row } from './db';

/** Role as the Rails backend stores it (SPEC §3 "Role"). */
export interface RoleAction {
  name: string;
  key: string;
  status: boolean;
  r_add: boolean;
  r_edit: boolean;
  r_view: boolean;
  r_destroy: boolean;
  is_revoke?: boolean;
  is_extend?: boolean;
  is_close?: boolean;
  is_reject?: boolean;
  is_approve?: boolean;
}

export interface DemoRole extends Row {
  name: string;
  organization_id: number | null;
  role_actions_attributes: RoleAction[];
}

export interface DemoUser extends Row {
  full_name: string;
  email: string;
  password_hash: string;
  role_id: number | null;
  role_name: string;
  is_admin: boolean;
  is_contractor: boolean;
  status: UserStatus;
  organization_id: number | null;
  employee_id?: string;
  phone?: string;
  gender?: 'male' | 'female' | 'other';
  shift?: 'first' | 'second' | 'third' | 'general';
  site_ids: number[];
  verified: boolean;
  /** wrong passwords in a row; at LOCK_AFTER_FAILURES the account is locked until `locked_until` */
  failed_logins?: number;
  locked_until?: number | null;
}

export interface DemoToken extends Row {
  access_token: string;
  refresh_token: string;
  csrf_token: string;
  user_id: number;
  /** when it was issued (ms): `accessTokensExpiredBefore` expires older ones on demand */
  issued_at?: number;
  expires_at: number;
  refresh_expires_at: number;
}

export interface DemoMail extends Row {
  to: string;
  subject: string;
  kind: 'otp' | 'activation' | 'password_reset' | 'notification';
  body: string;
  link?: string;
  code?: string;
  sent_at: string;
}

export interface DemoSite extends Row {
  name: string;
  status: 'active' | 'inactive' | 'deleted';
  time_zone: string;
  city: string;
  country: string;
  head_of_safety_id: number | null;
  head_of_site_id: number | null;
  /** SPEC §3 "Site": emergency contact, address and position (features/sites/model.ts) */
  emergency_phone: string;
  emergency_email: string;
  address: string;
  state: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  created_at?: string;
  updated_at?: string;
  manpower: number;
  /** the divisions → departments → units tree (features/sites/model/division-tree.ts); a division id is an area id */
  divisions: DemoDivision[];
}

/** a node of a site's tree: head and in-charge are optional user ids */
export interface DemoTreeNode {
  id: number;
  name: string;
  head_id?: number | null;
  in_charge_id?: number | null;
}
export type DemoUnit = DemoTreeNode;
export interface DemoDepartment extends DemoTreeNode {
  units: DemoUnit[];
}
export interface DemoDivision extends DemoTreeNode {
  departments: DemoDepartment[];
}

/** Site manpower of one month (SPEC §3 "Site" / "Other entities", §9): one row per site, year and month entered. */
export interface DemoManpower extends Row {
  site_id: number;
  year: number;
  month: number;
  manpower: number;
  updated_by: number | null;
  updated_at: string;
}

/** The tenant's worker profile form setting (SPEC §3 "Worker profile"): one row. */
export interface DemoWorkerProfileSetting extends Row {
  fields: { key: string; enabled: boolean; required: boolean }[];
  updated_by: number | null;
  updated_at: string;
}

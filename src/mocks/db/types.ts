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
  divisions: { id: number; name: string; departments: { id: number; name: string; units: { id: number; name: string }[] }[] }[];
}

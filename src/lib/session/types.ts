import type { RawRuleOf } from '@casl/ability';
import type { AppAbility } from '@/lib/ability/ability';

export type UserStatus = 'Active' | 'Inactive' | 'Deleted' | 'Error';

/** SPEC §1: an enterprise organisation's customised look (set by its admin, features/branding). */
export interface OrganizationBranding {
  /** https, or a PNG/JPEG/GIF data URL (SPEC §5 logo images) */
  logo_url: string | null;
  /** #rrggbb: buttons, links and focus rings; at least 4.5:1 against white (WCAG 2.2 AA) */
  primary_color: string | null;
}

export interface Organization {
  id: number;
  name: string;
  sub_domain_name: string;
  is_enterprise: boolean;
  organization_status: 'Active' | 'Inactive';
  subscription_type: 'trial' | 'paid' | 'active' | 'cancelled';
  plan: 'free_trial' | 'free' | 'business' | 'enterprise';
  modules: string[];
  is_onboarding: boolean;
  is_locked: boolean;
  trial_ends_at?: string | null;
  branding?: OrganizationBranding | null;
}

export interface CurrentUser {
  id: number;
  organization_id: number | null;
  full_name: string;
  role_name: string;
  email: string;
  is_admin: boolean;
  is_contractor: boolean;
  status: UserStatus;
  organization: Organization | null;
  notifications?: { id: number; is_read: boolean }[];
  tenant_memory_details?: TenantMemory | null;
}

export interface TenantMemory {
  used_mb: number;
  total_mb: number;
  mem_exhausted: boolean;
}

/** A permission rule as the server sends it: a subject and its actions (SPEC §3). */
export interface ServerRule {
  subject: string;
  actions: string[];
}

export type AbilityRule = RawRuleOf<AppAbility>;

/** SPEC §3 "Session state". */
export interface SessionState {
  accessToken: string | null;
  csrfToken: string | null;
  refreshToken: string | null;
  domain: string | null;
  rules: ServerRule[];
  authenticated: boolean;
  ssoError: boolean;
  previousPath: string | null;
  user: CurrentUser | null;
  profileLoadedAt: number | null;
}

export interface AuthorizeResponse {
  access_token: string;
  csrf_token: string;
  refresh_token: string;
  user: CurrentUser;
  rules: ServerRule[];
}

/**
 * The realtime channels of SPEC §7 and the initial-data requests each one answers.
 * Shared by the client (lifecycle.ts) and the demo cable server (src/mocks/cable).
 */
export const ORG_CHANNELS = [
  'OrgModulesChannel',
  'AllModulesChannel',
  'UsedLicenseCountChannel',
  'SubscriptionPlanChannel',
  'PlanChannel',
  'OnBoardingChannel',
  'RoleWiseUsersChannel',
  'ModuleBasedUsersChannel',
  'SaasAdditionalFeaturesChannel',
  'OrganizationChannel',
  'TenantMemoryDetailsChannel',
] as const;

export const USER_CHANNELS = ['RulesChannel', 'NotificationChannel', 'ActionsChannel', 'UserChannel', 'TimezoneChannel'] as const;

export type OrgChannel = (typeof ORG_CHANNELS)[number];
export type UserChannel = (typeof USER_CHANNELS)[number];
export type ChannelName = OrgChannel | UserChannel;

export function isOrgChannel(name: string): name is OrgChannel {
  return (ORG_CHANNELS as readonly string[]).includes(name);
}
export function isUserChannel(name: string): name is UserChannel {
  return (USER_CHANNELS as readonly string[]).includes(name);
}

/**
 * SPEC §9 build configuration "enterprise flag false": TenantMemoryDetailsChannel is used only
 * while it is false (VITE_ENTERPRISE=true turns it off).
 */
export const ENTERPRISE_BUILD = import.meta.env.VITE_ENTERPRISE === 'true';

/** The org channels to subscribe, honouring the enterprise flag. */
export function orgChannels(enterprise = ENTERPRISE_BUILD): OrgChannel[] {
  return ORG_CHANNELS.filter((c) => !(enterprise && c === 'TenantMemoryDetailsChannel'));
}

/**
 * SPEC §7 "On connect the client asks for initial data": the action performed on each channel
 * once its subscription is confirmed, and the parameters it carries. (`get_used_lincence_count`
 * is spelled as the server names it.)
 */
export type InitialParams = 'user' | 'organization' | 'user_only';
export const INITIAL_REQUESTS: Partial<Record<ChannelName, { action: string; params: InitialParams }>> = {
  NotificationChannel: { action: 'get_all_unread_notifications', params: 'user' },
  ActionsChannel: { action: 'get_actions', params: 'user' },
  PlanChannel: { action: 'get_plan', params: 'organization' },
  AllModulesChannel: { action: 'get_all_modules', params: 'organization' },
  RoleWiseUsersChannel: { action: 'get_role_wise_users', params: 'organization' },
  ModuleBasedUsersChannel: { action: 'get_module_based_users', params: 'organization' },
  UsedLicenseCountChannel: { action: 'get_used_lincence_count', params: 'organization' },
  SubscriptionPlanChannel: { action: 'get_subscription_plan', params: 'organization' },
  SaasAdditionalFeaturesChannel: { action: 'get_saas_additional_features', params: 'organization' },
  TimezoneChannel: { action: 'get_timezone', params: 'user_only' },
  TenantMemoryDetailsChannel: { action: 'get_tenant_memory_details', params: 'user_only' },
};

export interface ConnectionIds {
  userId: number;
  organizationId: number | null;
  subDomainName: string | null;
}

export function requestParams(kind: InitialParams, ids: ConnectionIds): Record<string, unknown> {
  if (kind === 'organization') return { organization_id: ids.organizationId };
  if (kind === 'user') return { user_id: ids.userId, sub_domain_name: ids.subDomainName };
  return { user_id: ids.userId };
}

/** The subscription identifier params: org channels by organization_id, user channels by user_id. */
export function channelParams(channel: ChannelName, ids: ConnectionIds): Record<string, unknown> {
  return isOrgChannel(channel) ? { channel, organization_id: ids.organizationId } : { channel, user_id: ids.userId };
}

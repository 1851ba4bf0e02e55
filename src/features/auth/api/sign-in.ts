import { HEADERS } from '@/config/constants';
import { currentTenant } from '@/config/tenant';
import { plainClient } from '@/lib/api/clients';
import type { AuthorizeResponse } from '@/lib/session/types';
import type { components } from '@/lib/api/generated/openapi';

/** Credentials go in a header as base64 of UTF-8 JSON — never in the URL (they would end up in logs). */
export function encodeCredentials(credentials: { email: string; password?: string }): string {
  const bytes = new TextEncoder().encode(JSON.stringify(credentials));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export async function checkEmail(email: string): Promise<components['schemas']['AuthorizeEmailStep']> {
  const { data } = await plainClient.get<components['schemas']['AuthorizeEmailStep']>('/v1/authorize', { headers: { [HEADERS.credentials]: encodeCredentials({ email }) } });
  return data;
}

export async function authorize(email: string, password: string): Promise<AuthorizeResponse & { domain: string | null }> {
  const { data } = await plainClient.get<AuthorizeResponse>('/v1/authorize', {
    headers: { [HEADERS.credentials]: encodeCredentials({ email, password }) },
  });
  return { ...data, domain: currentTenant() };
}

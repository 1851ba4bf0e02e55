import { HttpResponse } from 'msw';
import { db } from '../../db/db';
import type { DemoRole, DemoUser } from '../../db/types';
import { errors, jsonBody, secured } from '../../http';
import { currentUser, publicUser } from '../../serializers';
import { GENDERS, SHIFTS } from '@/features/account/schemas/profile-schema';
import { isPersonName, isPhone } from '@/lib/forms/account-rules';

/** Server-side twin of the profile form's yup schema (Rails-style 422 messages). */
export function validateProfile(input: Record<string, unknown>): string[] {
  const messages: string[] = [];
  if ('full_name' in input) {
    const name = String(input.full_name ?? '').trim();
    if (!name) messages.push("Full name can't be blank");
    else if (!isPersonName(name)) messages.push('Full name must contain letters only');
  }
  if (input.phone) {
    if (!isPhone(String(input.phone))) messages.push('Phone is not a valid number');
  }
  if (input.employee_id && String(input.employee_id).length > 30) messages.push('Employee ID is too long (maximum is 30 characters)');
  if (input.gender && !(GENDERS as readonly string[]).includes(String(input.gender))) messages.push('Gender is not included in the list');
  if (input.shift && !(SHIFTS as readonly string[]).includes(String(input.shift))) messages.push('Shift is not included in the list');
  return messages;
}

const EDITABLE = ['full_name', 'phone', 'employee_id', 'gender', 'shift'] as const;

export const userHandlers = [
  secured<{ id: string }>('get', '/users/:id', null, ({ tenant, user, can, params }) => {
    if (!/^\d+$/.test(params.id)) return undefined;
    const id = Number(params.id);
    if (id !== user.id && !can('read', 'User')) return errors(403, 'You are not authorized to perform this action');
    const found = db.find<DemoUser>(tenant, 'users', id);
    return found ? HttpResponse.json({ user: publicUser(found) }) : errors(404, 'Record not found');
  }),

  secured<{ id: string }>('patch', '/users/:id', null, async ({ tenant, user, can, params, request }) => {
    if (!/^\d+$/.test(params.id)) return undefined;
    const id = Number(params.id);
    if (id !== user.id && !can('update', 'User')) return errors(403, 'You are not authorized to perform this action');
    const found = db.find<DemoUser>(tenant, 'users', id);
    if (!found) return errors(404, 'Record not found');
    const body = await jsonBody<{ user?: Record<string, unknown> }>(request);
    const input = body.user ?? {};
    // a role is assigned by whoever may update users, never by the user for themself
    if ('role_id' in input && !can('update', 'User')) return errors(403, 'You are not authorized to perform this action');
    const invalid = validateProfile(input);
    const role = 'role_id' in input ? db.list<DemoRole>(tenant, 'roles').find((r) => r.id === Number(input.role_id) && r.name !== 'MasterSuperAdmin') : undefined;
    if ('role_id' in input && !role) invalid.push('Role must exist');
    if (invalid.length) return errors(422, ...invalid);
    const next: DemoUser = { ...found };
    for (const key of EDITABLE) if (key in input) (next as Record<string, unknown>)[key] = String(input[key] ?? '').trim();
    if (role) Object.assign(next, { role_id: role.id, role_name: role.name });
    db.commit(tenant, 'users', 'update', next);
    return HttpResponse.json({ user: publicUser(next), profile: currentUser(tenant, next) });
  }),
];

import type { UserStatus } from '@/lib/session/types';
import type { DemoRole, DemoUser } from '../types';
import type { SeedContext } from './index';

export interface SeedUser {
  email: string;
  full_name: string;
  role: string;
  is_admin?: boolean;
  is_contractor?: boolean;
  status?: UserStatus;
}

const FIRST = ['Amira', 'Ben', 'Chen', 'Dana', 'Emre', 'Fatima', 'Georgi', 'Hana', 'Ines', 'Jonas', 'Kemal', 'Lucia', 'Marc', 'Noor', 'Oscar', 'Priya'];
const LAST = ['Ivanova', 'Schmidt', 'García', 'Dubois', 'Yılmaz', 'Wang', 'Okafor', 'Müller', 'Rossi', 'Novak', 'Kaya', 'Martin'];
const ROLE_POOL = ['Supervisor', 'Site Head', 'Auditor', 'HOD Safety Manager'];

export function seedUsers(ctx: SeedContext, named: SeedUser[], hash: (email: string) => string): void {
  const { tenant, random } = ctx;
  const roles = tenant.collections.roles as DemoRole[];
  const users = (tenant.collections.users = [] as DemoUser[]);
  const roleId = (name: string) => roles.find((r) => r.name === name)?.id ?? null;
  const orgId = tenant.organization?.id ?? null;
  const base = (email: string, full_name: string, role: string): DemoUser => ({
    id: tenant.nextId++,
    full_name,
    email,
    role_id: roleId(role),
    role_name: role,
    is_admin: false,
    is_contractor: false,
    status: 'Active',
    organization_id: orgId,
    employee_id: `E${String(random.int(1000, 9999))}`,
    phone: `+44 7${random.int(100, 999)} ${random.int(100000, 999999)}`,
    gender: random.pick(['male', 'female', 'other'] as const),
    shift: random.pick(['first', 'second', 'third', 'general'] as const),
    site_ids: [],
    verified: true,
    password_hash: '',
  });
  for (const u of named) {
    users.push({
      ...base(u.email, u.full_name, u.role),
      is_admin: !!u.is_admin,
      is_contractor: !!u.is_contractor,
      status: u.status ?? 'Active',
      password_hash: hash(u.email),
    });
  }
  if (!tenant.organization) return;
  // Colleagues who appear as reporters, assignees and reviewers; they cannot sign in (no password).
  const domain = named[0].email.split('@')[1];
  const count = tenant.key === 'acme' ? 24 : 8;
  for (let i = 0; i < count; i++) {
    const first = FIRST[(i + tenant.key.length) % FIRST.length];
    const last = random.pick(LAST);
    const email = `${first}.${last}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '') + `${i}@${domain}`;
    users.push({ ...base(email, `${first} ${last}`, random.pick(ROLE_POOL)), password_hash: '' });
  }
}

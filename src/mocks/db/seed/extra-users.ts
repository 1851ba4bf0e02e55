import type { DemoRole, DemoSite, DemoUserDetails } from '../types';
import { createRandom, stringSeed } from './random';
import type { SeedContext } from './index';
import { DAY_MS } from '@/lib/dates';

/** every organisation has at least this many users after the seed (issue 13: "40+ users across roles") */
export const SEEDED_USERS_MIN = 44;

const FIRST = ['Aylin', 'Bruno', 'Camille', 'Dmitri', 'Elif', 'Farid', 'Greta', 'Hiro', 'Ilse', 'Jamal', 'Katya', 'Luis', 'Mei', 'Nikos', 'Olu', 'Paula', 'Quentin', 'Rosa', 'Stefan', 'Tariq', 'Ulla', 'Viktor', 'Wen', 'Yara', 'Zoran'];
const LAST = ['Andersen', 'Becker', 'Costa', 'Demir', 'Eriksen', 'Fischer', 'Georgiev', 'Haddad', 'Ito', 'Jansen', 'Kowalski', 'Lefevre', 'Moreau', 'Nieto', 'Ozturk', 'Petrov', 'Quinn', 'Richter', 'Santos', 'Tanaka', 'Ueda', 'Vogel', 'Weber', 'Zhou'];

/**
 * More colleagues for the users register (SPEC §3 "User"): every organisation gets users of every role, spread over
 * its sites, with a few inactive ones and a few invitations not accepted yet (pending). Runs after every other
 * seeder, with its own random stream, so the users, ids and draws seeded before stay exactly as they were.
 */
export function seedExtraUsers({ tenant, now }: SeedContext): void {
  if (!tenant.organization) return;
  const random = createRandom(stringSeed(`${tenant.key}:extra-users`));
  const users = tenant.collections.users as DemoUserDetails[];
  const roles = (tenant.collections.roles as DemoRole[]).filter((r) => r.name !== 'MasterSuperAdmin');
  const sites = (tenant.collections.sites as DemoSite[] | undefined) ?? [];
  const domain = users[0].email.split('@')[1];
  const admin = users.find((u) => u.is_admin) ?? users[0];
  const count = Math.max(0, SEEDED_USERS_MIN - users.length);
  for (let i = 0; i < count; i++) {
    const role = roles[i % roles.length];
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7 + tenant.key.length) % LAST.length];
    const pending = i % 7 === 3;
    const inactive = !pending && i % 9 === 5;
    const created = new Date(now.getTime() - (pending ? random.int(1, 12) : random.int(20, 360)) * DAY_MS).toISOString();
    const siteIds = sites.length ? [...new Set([sites[i % sites.length].id, ...(random.chance(0.3) ? [random.pick(sites).id] : [])])] : [];
    const powerUser = role.name === 'HOD Safety Manager' && random.chance(0.5);
    users.push({
      id: tenant.nextId++,
      full_name: `${first} ${last}`,
      email: `${first}.${last}.${i + 1}`.toLowerCase().normalize('NFD').replace(/[^a-z0-9.]/g, '') + `@${domain}`,
      password_hash: '',
      role_id: role.id,
      role_name: role.name,
      is_admin: false,
      is_contractor: role.name === 'Contractor',
      status: inactive ? 'Inactive' : 'Active',
      organization_id: tenant.organization.id,
      employee_id: `E${String(random.int(10000, 99999))}`,
      phone: `+44 7${random.int(100, 999)} ${random.int(100000, 999999)}`,
      gender: random.pick(['male', 'female', 'other'] as const),
      shift: random.pick(['first', 'second', 'third', 'general'] as const),
      site_ids: siteIds,
      verified: !pending,
      ...(powerUser ? { licences: { permits: true, incidents: true, audits: true, power_user: true } } : {}),
      invited_at: created,
      invited_by_id: admin.id,
      last_invite_sent_at: created,
      created_at: created,
      updated_at: created,
    });
  }
}

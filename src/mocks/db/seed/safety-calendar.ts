import { ENTRY_MODES, ENTRY_TYPES, GUEST_RESPONSES, type EntryType } from '@/features/safety-calendar/model';
import type { DemoCalendarEntry, DemoSite, DemoUser } from '../types';
import { createRandom, stringSeed } from './random';
import type { SeedContext } from './index';
import { DAY_MS as DAY } from '@/lib/dates';

const TITLES: Record<EntryType, string[]> = {
  meeting: ['Monthly safety committee', 'Contractor safety briefing', 'Incident review meeting', 'Site safety walk debrief'],
  training: ['Working at height training', 'First aid refresher', 'Fire warden training', 'Confined space entry training'],
  toolbox_talk: ['Toolbox talk: manual handling', 'Toolbox talk: hot work', 'Toolbox talk: slips and trips', 'Toolbox talk: PPE checks'],
  event: ['Safety week kick-off', 'Emergency evacuation drill', 'Health and wellbeing day', 'Safety award ceremony'],
};

/**
 * About 3 months before and after seed time: ~2 entries a week per organisation, with guests and responses. Its own
 * random stream (seeded from the tenant key) so the other seeds do not change.
 */
export function seedSafetyCalendar({ tenant, now }: SeedContext): void {
  if (!tenant.organization) return;
  const random = createRandom(stringSeed(`safety-calendar:${tenant.key}`));
  const users = ((tenant.collections.users ?? []) as DemoUser[]).filter((u) => u.status === 'Active' && !u.is_contractor);
  const sites = ((tenant.collections.sites ?? []) as DemoSite[]).filter((s) => s.status !== 'deleted');
  if (!users.length) return;
  const rows: DemoCalendarEntry[] = [];
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  for (let offset = -90; offset <= 90; offset += random.int(2, 5)) {
    const type = random.pick(ENTRY_TYPES);
    const mode = random.pick(ENTRY_MODES);
    const start = new Date(today + offset * DAY + random.int(8, 15) * 3_600_000);
    const hours = type === 'toolbox_talk' ? 0.5 : type === 'training' ? random.int(2, 8) : random.int(1, 3);
    const end = new Date(start.getTime() + hours * 3_600_000);
    const organiser = random.pick(users);
    const site = sites.length ? random.pick(sites) : null;
    const guests = users.filter((u) => u.id !== organiser.id && random.chance(0.4)).slice(0, 8);
    const past = offset < 0;
    rows.push({
      id: tenant.nextId++,
      title: random.pick(TITLES[type]),
      entry_type: type,
      mode,
      online_link: mode === 'offline' ? '' : `https://meet.example.com/${tenant.key}-${rows.length + 1}`,
      location: mode === 'online' ? '' : site ? `${site.name}, training room` : 'Main office',
      site_id: site?.id ?? null,
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      description: '',
      organiser_id: organiser.id,
      guests: guests.map((g) => ({ user_id: g.id, response: past ? random.pick(['accepted', 'declined'] as const) : random.pick(GUEST_RESPONSES) })),
      created_at: new Date(start.getTime() - 14 * DAY).toISOString(),
      updated_at: new Date(start.getTime() - 14 * DAY).toISOString(),
    });
  }
  tenant.collections.calendar_entries = rows;
}

import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { db, type Row, type TenantData } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { errors, jsonBody, secured, type AuthContext } from '@/mocks/http';
import { placeholdersOf, type EmailSubscription, type MailerModule, type MailerScenario, type MailerScenarioInput } from '../model';
import { scenarioSchema } from '../schemas/scenario-schema';
import { MAILER_SERVER_MESSAGES, mailerServerT } from '../schemas/rule-messages';

type DemoModule = Omit<MailerModule, 'scenario_count'> & Row;
type DemoScenario = MailerScenario & Row;
interface DemoSubscription extends Row {
  user_id: number;
  scenario_id: number;
  enabled: boolean;
}

const NO_PERMISSION = 'You are not authorized to perform this action';
const adminOnly = ({ user, tenant }: AuthContext) => (user.is_admin && tenant.organization ? null : errors(403, NO_PERMISSION));

const modules = (t: TenantData) => db.list<DemoModule>(t, 'mailer_modules');
const scenarios = (t: TenantData) => db.list<DemoScenario>(t, 'mailer_scenarios');
const activeUsers = (t: TenantData) => db.list<DemoUser>(t, 'users').filter((u) => u.status === 'Active');
const withCount = (t: TenantData, m: DemoModule): MailerModule => ({ id: m.id, key: m.key, scenario_count: scenarios(t).filter((s) => s.mailer_module_id === m.id).length });

function subscriptionsOf(t: TenantData, userId: number): EmailSubscription[] {
  const own = new Map(db.list<DemoSubscription>(t, 'email_subscriptions').filter((s) => s.user_id === userId).map((s) => [s.scenario_id, s.enabled]));
  const byId = new Map(modules(t).map((m) => [m.id, m]));
  // a scenario nobody has switched off is on (SPEC §3: notifications reach users unless they unsubscribe)
  return scenarios(t).flatMap((s) => {
    const m = byId.get(s.mailer_module_id);
    return m ? [{ scenario_id: s.id, module_key: m.key, scenario_key: s.key, enabled: own.get(s.id) ?? true }] : [];
  });
}

const scenarioAnswer = (t: TenantData, s: DemoScenario) => {
  const m = modules(t).find((x) => x.id === s.mailer_module_id)!;
  return { scenario: s, mailer_module: withCount(t, m), placeholders: placeholdersOf(m.key), users: activeUsers(t).map((u) => ({ id: u.id, full_name: u.full_name })) };
};

export const mailerHandlers = [
  secured<{ id: string }>('get', '/organizations/:id/mailer_modules', null, (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    if (Number(ctx.params.id) !== ctx.tenant.organization!.id) return errors(404, 'Organization not found');
    return HttpResponse.json({ mailer_modules: modules(ctx.tenant).map((m) => withCount(ctx.tenant, m)) });
  }),
  secured<{ id: string }>('get', '/mailer_modules/:id/scenarios', null, (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    const m = modules(ctx.tenant).find((x) => x.id === Number(ctx.params.id));
    if (!m) return errors(404, 'Mailer module not found');
    return HttpResponse.json({ mailer_module: withCount(ctx.tenant, m), scenarios: scenarios(ctx.tenant).filter((s) => s.mailer_module_id === m.id) });
  }),
  secured<{ id: string }>('get', '/mailer_scenarios/:id', null, (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    const s = db.find<DemoScenario>(ctx.tenant, 'mailer_scenarios', Number(ctx.params.id));
    return s ? HttpResponse.json(scenarioAnswer(ctx.tenant, s)) : errors(404, 'Scenario not found');
  }),
  secured<{ id: string }>('put', '/mailer_scenarios/:id', null, async (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    const { tenant } = ctx;
    const s = db.find<DemoScenario>(tenant, 'mailer_scenarios', Number(ctx.params.id));
    if (!s) return errors(404, 'Scenario not found');
    const m = modules(tenant).find((x) => x.id === s.mailer_module_id)!;
    const body = await jsonBody<MailerScenarioInput>(ctx.request);
    const problems = await ruleErrors(scenarioSchema(mailerServerT, placeholdersOf(m.key)), body);
    const users = new Set(activeUsers(tenant).map((u) => u.id));
    const ids = Array.isArray(body.notify_user_ids) ? body.notify_user_ids : [];
    if (ids.some((id) => !users.has(id))) problems.push(MAILER_SERVER_MESSAGES['validation.unknownUser']);
    if (problems.length) return errors(422, ...problems);
    const row: DemoScenario = { ...s, templates: body.templates, notify_user_ids: [...new Set(ids)], updated_at: new Date().toISOString() };
    db.commit(tenant, 'mailer_scenarios', 'update', row);
    return HttpResponse.json(scenarioAnswer(tenant, row));
  }),
  // any signed-in user: their own subscriptions (SPEC §2 /emailsubscription)
  secured('get', '/email_subscriptions', null, ({ user, tenant }) => HttpResponse.json({ email_subscriptions: subscriptionsOf(tenant, user.id) })),
  secured<{ id: string }>('put', '/email_subscriptions/:id', null, async (ctx) => {
    const { user, tenant } = ctx;
    const scenarioId = Number(ctx.params.id);
    if (!db.find<DemoScenario>(tenant, 'mailer_scenarios', scenarioId)) return errors(404, 'Scenario not found');
    const body = await jsonBody<{ enabled?: unknown }>(ctx.request);
    if (typeof body.enabled !== 'boolean') return errors(422, 'Enabled must be true or false');
    const existing = db.list<DemoSubscription>(tenant, 'email_subscriptions').find((s) => s.user_id === user.id && s.scenario_id === scenarioId);
    db.commit(tenant, 'email_subscriptions', existing ? 'update' : 'create', { id: existing?.id ?? db.newId(tenant), user_id: user.id, scenario_id: scenarioId, enabled: body.enabled });
    return HttpResponse.json({ email_subscriptions: subscriptionsOf(tenant, user.id) });
  }),
];

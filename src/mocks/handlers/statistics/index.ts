import { HttpResponse } from 'msw';
import type { AppSubject } from '@/lib/ability/subjects';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { todayIso } from '@/lib/forms/dates';
import { RATE_BASES, type RateBase } from '@/features/dashboard/model/indicators';
import { STATISTICS_DEFAULTS, STAT_MODULES, canSetTargets, columnsOf, finYearOf, moduleSections, tabulate, targetsFrom, type SiteTargetInput, type StatModule, type StatisticsAnswer, type StatisticsSettings } from '@/features/statistics/model';
import { siteTargetSchema, statisticsSettingsSchema } from '@/features/statistics/schemas/statistics-schema';
import { STATISTICS_SERVER_MESSAGES, statisticsServerT } from '@/features/statistics/schemas/rule-messages';
import { db, type TenantData } from '../../db/db';
import type { DemoSite, DemoSiteTarget, DemoStatisticsSettings, DemoUser } from '../../db/types';
import { errors, jsonBody, secured } from '../../http';
import { actions, audits, hira, incidents, manHoursOf, observations } from '../dashboard';

const FORBIDDEN = 'You are not authorized to perform this action';
const SUBJECT: Record<StatModule, AppSubject> = { observations: 'Observation', incidents: 'Incident', actions: 'Action', audits: 'Audit', hira: 'HIRA' };

const liveSites = (t: TenantData) =>
  db
    .list<DemoSite>(t, 'sites')
    .filter((s) => s.status === 'active')
    .sort((a, b) => a.name.localeCompare(b.name));

/** the organisation's settings (SPEC §9 defaults until an admin saves them) */
export function settingsOf(t: TenantData): StatisticsSettings {
  const row = db.list<DemoStatisticsSettings>(t, 'statistics_settings')[0];
  return row ? { fin_year_type: row.fin_year_type, frequency_type: row.frequency_type, all_sites: row.all_sites, site_id: row.site_id } : { ...STATISTICS_DEFAULTS };
}

const numOrNull = (v: unknown) => (v === '' || v == null || Number.isNaN(Number(v)) ? null : Number(v));

function targetRows(t: TenantData, user: DemoUser, year: number) {
  const stored = db.list<DemoSiteTarget>(t, 'site_targets');
  return liveSites(t).map((s) => {
    const row = stored.find((r) => r.site_id === s.id && r.year === year);
    return { site_id: s.id, site_name: s.name, year, ltifr: row?.ltifr ?? null, trir: row?.trir ?? null, dart: row?.dart ?? null, max_incidents: row?.max_incidents ?? null, editable: canSetTargets(user, s) };
  });
}

/**
 * Statistics (features/statistics/README.md): SPEC §3 "Statistics settings" stored per organisation (GET / PUT
 * /statistics/settings, admin writes), each site's yearly targets (GET / PUT /statistics/targets, the admin or the
 * site's head writes) and the figures of one module per month or year (GET /statistics), computed on each request
 * from the records with the dashboard's own functions.
 */
export const statisticsHandlers = [
  secured('get', '/statistics/settings', null, ({ tenant, user }) =>
    HttpResponse.json({
      settings: settingsOf(tenant),
      can_edit: user.is_admin,
      sites: liveSites(tenant).map((s) => ({ id: s.id, name: s.name, can_set_targets: canSetTargets(user, s) })),
    }),
  ),
  secured('put', '/statistics/settings', null, async ({ tenant, user, request }) => {
    if (!user.is_admin) return errors(403, FORBIDDEN);
    const body = await jsonBody(request);
    const problems = await ruleErrors(statisticsSettingsSchema(statisticsServerT), body);
    const siteId = numOrNull(body.site_id);
    if (body.all_sites === false && siteId && !liveSites(tenant).some((s) => s.id === siteId)) problems.push(STATISTICS_SERVER_MESSAGES['validation.siteInvalid']);
    if (problems.length) return errors(422, ...new Set(problems));
    const existing = db.list<DemoStatisticsSettings>(tenant, 'statistics_settings')[0];
    const row: DemoStatisticsSettings = {
      id: existing?.id ?? db.newId(tenant),
      fin_year_type: body.fin_year_type as StatisticsSettings['fin_year_type'],
      frequency_type: body.frequency_type as StatisticsSettings['frequency_type'],
      all_sites: body.all_sites !== false,
      site_id: body.all_sites === false ? siteId : null,
      updated_at: new Date().toISOString(),
      updated_by_id: user.id,
    };
    db.commit(tenant, 'statistics_settings', existing ? 'update' : 'create', row);
    return HttpResponse.json({ settings: settingsOf(tenant) });
  }),
  secured('get', '/statistics/targets', null, ({ tenant, user, request }) => {
    const year = Number(new URL(request.url).searchParams.get('year')) || Number(todayIso().slice(0, 4));
    return HttpResponse.json({ year, targets: targetRows(tenant, user, year) });
  }),
  secured('put', '/statistics/targets', null, async ({ tenant, user, request }) => {
    const body = await jsonBody(request);
    const site = liveSites(tenant).find((s) => s.id === Number(body.site_id));
    if (site && !canSetTargets(user, site)) return errors(403, FORBIDDEN);
    const problems = await ruleErrors(siteTargetSchema(statisticsServerT), body);
    if (!site) problems.push(STATISTICS_SERVER_MESSAGES['validation.siteInvalid']);
    if (problems.length) return errors(422, ...new Set(problems));
    const input: SiteTargetInput = { site_id: site!.id, year: Number(body.year), ltifr: numOrNull(body.ltifr), trir: numOrNull(body.trir), dart: numOrNull(body.dart), max_incidents: numOrNull(body.max_incidents) };
    const existing = db.list<DemoSiteTarget>(tenant, 'site_targets').find((r) => r.site_id === input.site_id && r.year === input.year);
    db.commit(tenant, 'site_targets', existing ? 'update' : 'create', { ...input, id: existing?.id ?? db.newId(tenant), updated_at: new Date().toISOString(), updated_by_id: user.id } satisfies DemoSiteTarget);
    return HttpResponse.json({ year: input.year, targets: targetRows(tenant, user, input.year) });
  }),
  secured('get', '/statistics', null, (ctx) => {
    const url = new URL(ctx.request.url);
    const module = url.searchParams.get('module') as StatModule;
    if (!STAT_MODULES.includes(module)) return errors(422, 'Unknown module');
    if (!ctx.can('read', SUBJECT[module])) return errors(403, FORBIDDEN);
    const settings = settingsOf(ctx.tenant);
    const today = todayIso();
    const year = Number(url.searchParams.get('year')) || finYearOf(today, settings.fin_year_type);
    const siteParam = url.searchParams.get('site_id');
    const site = siteParam === null ? (settings.all_sites ? 0 : (settings.site_id ?? 0)) : Math.max(0, Number(siteParam) || 0);
    const baseParam = Number(url.searchParams.get('base'));
    const base: RateBase = (RATE_BASES as readonly number[]).includes(baseParam) ? (baseParam as RateBase) : 200_000;
    const columns = columnsOf(settings.frequency_type, settings.fin_year_type, year, today);
    const t = ctx.tenant;
    const rows = {
      observations: module === 'observations' ? observations(t) : [],
      incidents: module === 'incidents' ? incidents(t) : [],
      actions: module === 'actions' ? actions(t) : [],
      audits: module === 'audits' ? audits(t, today) : [],
      hira: module === 'hira' ? hira(t, today) : [],
    };
    const targets = db.list<DemoSiteTarget>(t, 'site_targets');
    const sections = tabulate(columns, { today, filters: { period: 'custom', date_type: 'reported_date', fy: settings.fin_year_type, site_id: site, base } }, (c) =>
      moduleSections(
        module,
        rows,
        c,
        (cc) => manHoursOf(t, cc),
        (y) => (site ? targetsFrom(targets.find((r) => r.site_id === site && r.year === y)) : null),
      ),
    );
    return HttpResponse.json({
      module,
      year,
      site_id: site,
      base,
      fin_year_type: settings.fin_year_type,
      frequency_type: settings.frequency_type,
      columns: columns.map((c) => ({ key: c.key, year: c.year, month: c.month, from: c.range.from, to: c.range.to, future: c.future })),
      sections,
    } satisfies StatisticsAnswer);
  }),
];

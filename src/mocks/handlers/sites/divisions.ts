import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import {
  fullName,
  insertNode,
  levelAt,
  levelChanges,
  locate,
  moveNode,
  placementProblem,
  removeNode,
  siblingNames,
  subtreeIds,
  updateNode,
  type DivisionNode,
  type DivisionTreeResponse,
  type Placement,
  type TreeNodeBase,
} from '@/features/sites/model/division-tree';
import { divisionNodeSchema } from '@/features/sites/schemas/division-schema';
import { DIVISION_SERVER_MESSAGES, DIVISION_SERVER_ONLY_MESSAGES, divisionServerT } from '@/features/sites/schemas/division-rule-messages';
import { db, type TenantData } from '../../db/db';
import type { DemoDivision, DemoSite, DemoTreeNode, DemoUser } from '../../db/types';
import { errors, jsonBody, secured } from '../../http';
import { userNames } from '../../services/lookups';

/** a stored node as a plain tree node */
interface Plain extends TreeNodeBase<Plain> {
  head_id: number | null;
  in_charge_id: number | null;
}

const plain = (n: DemoTreeNode, children: Plain[]): Plain => ({ id: n.id, name: n.name, head_id: n.head_id ?? null, in_charge_id: n.in_charge_id ?? null, children });
const stored = (n: Plain): DemoTreeNode => ({ id: n.id, name: n.name, head_id: n.head_id, in_charge_id: n.in_charge_id });

/** the stored divisions / departments / units as one tree */
const treeOf = (site: DemoSite): Plain[] => site.divisions.map((d) => plain(d, d.departments.map((dep) => plain(dep, dep.units.map((u) => plain(u, []))))));

/** the tree back in the stored shape (the level rules keep it three deep) */
const storedOf = (tree: Plain[]): DemoDivision[] => tree.map((d) => ({ ...stored(d), departments: d.children.map((dep) => ({ ...stored(dep), units: dep.children.map(stored) })) }));

function serialize(tree: Plain[], names: Map<number, string>): DivisionNode[] {
  const walk = (list: Plain[], depth: number): DivisionNode[] =>
    list.map((n) => ({
      id: n.id,
      name: n.name,
      level: levelAt(depth)!,
      full_name: fullName(tree, n.id),
      head_id: n.head_id,
      head_name: n.head_id ? (names.get(n.head_id) ?? null) : null,
      in_charge_id: n.in_charge_id,
      in_charge_name: n.in_charge_id ? (names.get(n.in_charge_id) ?? null) : null,
      children: walk(n.children, depth + 1),
    }));
  return walk(tree, 0);
}

const response = (tenant: TenantData, site: DemoSite): DivisionTreeResponse => ({ site: { id: site.id, name: site.name }, nodes: serialize(treeOf(site), userNames(tenant)) });

/** how many observations, incidents and actions of the site use one of these nodes (their area) */
function usage(tenant: TenantData, siteId: number, ids: number[]) {
  const set = new Set(ids);
  const count = (collection: string) => db.list<{ id: number; site_id?: number | null; area_id?: number | null }>(tenant, collection).filter((r) => r.area_id != null && set.has(r.area_id) && (r.site_id == null || r.site_id === siteId)).length;
  const out = { observations: count('observations'), incidents: count('incidents'), actions: count('actions') };
  return { ...out, total: out.observations + out.incidents + out.actions };
}

const numeric = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : null);
const idOrNull = (v: unknown) => (v === '' || v == null ? null : Number(v));

/** the tenant's site (404 for another tenant's, a deleted or a missing one) */
function siteOf(tenant: TenantData, raw: string): DemoSite | null {
  const id = numeric(raw);
  const site = id === null ? undefined : db.find<DemoSite>(tenant, 'sites', id);
  return site && site.status !== 'deleted' ? site : null;
}

type NodeBody = { name?: unknown; head_id?: unknown; in_charge_id?: unknown; parent_id?: unknown; position?: unknown };

/** the schema with the target siblings, then what only the server knows: heads are active users of the tenant */
async function nodeErrors(tenant: TenantData, values: { name: unknown; head_id: unknown; in_charge_id: unknown }, siblings: string[]): Promise<string[]> {
  const out = await ruleErrors(divisionNodeSchema(divisionServerT, siblings), values);
  const active = new Set(db.list<DemoUser>(tenant, 'users').filter((u) => u.status === 'Active').map((u) => u.id));
  if (values.head_id != null && !active.has(Number(values.head_id))) out.push(DIVISION_SERVER_MESSAGES['divisions.validation.headInvalid']);
  if (values.in_charge_id != null && !active.has(Number(values.in_charge_id))) out.push(DIVISION_SERVER_MESSAGES['divisions.validation.inChargeInvalid']);
  return [...new Set(out)];
}

const placementMessage = (problem: NonNullable<ReturnType<typeof placementProblem>>) => DIVISION_SERVER_ONLY_MESSAGES[`divisions.validation.${problem}`];

function save(tenant: TenantData, site: DemoSite, tree: Plain[]) {
  return db.commit(tenant, 'sites', 'update', { ...site, divisions: storedOf(tree), updated_at: new Date().toISOString() });
}

/** SPEC §2 / issue 13: the divisions → departments → units tree of a site, edited node by node. */
export const divisionHandlers = [
  secured<{ id: string }>('get', '/sites/:id/divisions', ['read', 'Site'], ({ tenant, params }) => {
    const site = siteOf(tenant, params.id);
    if (!site) return errors(404, 'Record not found');
    return HttpResponse.json(response(tenant, site));
  }),
  secured<{ id: string }>('post', '/sites/:id/divisions', ['update', 'Site'], async ({ tenant, params, request }) => {
    const site = siteOf(tenant, params.id);
    if (!site) return errors(404, 'Record not found');
    const body = await jsonBody<NodeBody>(request);
    const tree = treeOf(site);
    const parentId = idOrNull(body.parent_id);
    const list = parentId === null ? tree : (locate(tree, parentId)?.node.children ?? []);
    const to: Placement = { parent_id: parentId, position: body.position == null ? list.length : Number(body.position) };
    const values = { name: body.name, head_id: idOrNull(body.head_id), in_charge_id: idOrNull(body.in_charge_id) };
    const problems = await nodeErrors(tenant, values, siblingNames(tree, parentId));
    const problem = placementProblem(tree, null, to);
    if (problem) problems.push(placementMessage(problem));
    if (problems.length) return errors(422, ...problems);
    const node: Plain = { id: tenant.nextId++, name: String(body.name).trim(), head_id: values.head_id, in_charge_id: values.in_charge_id, children: [] };
    const saved = save(tenant, site, insertNode(tree, node, to)!);
    return HttpResponse.json({ ...response(tenant, saved), node_id: node.id }, { status: 201 });
  }),
  secured<{ id: string; nodeId: string }>('patch', '/sites/:id/divisions/:nodeId', ['update', 'Site'], async ({ tenant, params, request }) => {
    const site = siteOf(tenant, params.id);
    const tree = site ? treeOf(site) : [];
    const id = numeric(params.nodeId);
    const at = id === null ? null : locate(tree, id);
    if (!site || !at || id === null) return errors(404, 'Record not found');
    const body = await jsonBody<NodeBody>(request);
    const moving = 'parent_id' in body || 'position' in body;
    const parentId = 'parent_id' in body ? idOrNull(body.parent_id) : (at.parent?.id ?? null);
    const to: Placement = { parent_id: parentId, position: body.position == null ? at.index : Number(body.position) };
    const values = {
      name: 'name' in body ? body.name : at.node.name,
      head_id: 'head_id' in body ? idOrNull(body.head_id) : at.node.head_id,
      in_charge_id: 'in_charge_id' in body ? idOrNull(body.in_charge_id) : at.node.in_charge_id,
    };
    const problems = await nodeErrors(tenant, values, siblingNames(tree, parentId, id));
    let next: Plain[] | null = tree;
    if (moving) {
      const problem = placementProblem(tree, at.node, to);
      if (problem) problems.push(placementMessage(problem));
      else {
        next = moveNode(tree, id, to);
        const changed = next ? levelChanges(tree, next) : [];
        if (changed.length && usage(tenant, site.id, changed).total > 0) problems.push(DIVISION_SERVER_ONLY_MESSAGES['divisions.validation.levelInUse']);
      }
    }
    if (problems.length || !next) return errors(422, ...problems);
    const saved = save(tenant, site, updateNode(next, id, { name: String(values.name).trim(), head_id: values.head_id, in_charge_id: values.in_charge_id }));
    return HttpResponse.json({ ...response(tenant, saved), node_id: id });
  }),
  /** refused (422, with the counts) while an observation, incident or action uses the node or a node below it */
  secured<{ id: string; nodeId: string }>('delete', '/sites/:id/divisions/:nodeId', ['update', 'Site'], ({ tenant, params }) => {
    const site = siteOf(tenant, params.id);
    const tree = site ? treeOf(site) : [];
    const id = numeric(params.nodeId);
    const at = id === null ? null : locate(tree, id);
    if (!site || !at || id === null) return errors(404, 'Record not found');
    const used = usage(tenant, site.id, subtreeIds(at.node));
    if (used.total > 0) {
      const { total: _total, ...in_use } = used;
      return HttpResponse.json({ errors: [DIVISION_SERVER_ONLY_MESSAGES['divisions.inUse']], in_use }, { status: 422 });
    }
    const saved = save(tenant, site, removeNode(tree, id));
    return HttpResponse.json(response(tenant, saved));
  }),
];


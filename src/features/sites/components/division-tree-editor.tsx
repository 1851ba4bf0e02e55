import { useEffect, useId, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { showToast } from '@/lib/feedback/toast-service';
import {
  DIVISION_LEVELS,
  DIVISION_NAME_MAX,
  flatten,
  insertTarget,
  locate,
  moveTargets,
  placementProblem,
  siblingNames,
  type DivisionNode,
  type InsertKind,
  type MoveKind,
  type Placement,
} from '../model/division-tree';
import type { SiteFormData } from '../model';
import { divisionNodeSchema } from '../schemas/division-schema';
import { divisionRuleKey } from '../schemas/division-rule-messages';
import { useAddDivisionNodeMutation, useDeleteDivisionNodeMutation, useUpdateDivisionNodeMutation } from '../api/sites-api';
import './division-tree.css';

type T = TFunction<'sites'>;

const itemId = (id: number) => `division-node-${id}`;

/** a refused call's messages and counts (Rails-style 422) */
function refusal(error: unknown): { messages: string[]; inUse?: { observations: number; incidents: number; actions: number } } | null {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 422) return null;
  const data = (error as { data?: { errors?: unknown; in_use?: { observations: number; incidents: number; actions: number } } }).data;
  const messages = Array.isArray(data?.errors) ? data.errors.filter((m): m is string => typeof m === 'string') : [];
  return { messages, inUse: data?.in_use };
}

/** validates a name for a place in the tree with the shared schema; the first message's text, or null */
async function nameError(t: T, name: string, siblings: string[]): Promise<string | null> {
  try {
    await divisionNodeSchema((k) => k, siblings).validateAt('name', { name });
    return null;
  } catch (e) {
    return t((e as { message: string }).message);
  }
}

interface Pending {
  placement: Placement;
  /** the node it was added from (focus returns there on Escape) */
  from: number | null;
}

interface DropHint {
  id: number;
  zone: 'before' | 'inside' | 'after';
}

/**
 * The divisions → departments → units tree of one site (WAI-ARIA tree): arrow keys move the focus, Alt+Shift+arrows
 * move the focused node (up, down, in, out), F2 renames, Insert adds below, Delete deletes; the panel beside it
 * offers the same as buttons plus heads and in-charges. Nodes can also be dragged. Read-only without Site update.
 */
export function DivisionTreeEditor({ siteId, nodes, users, canEdit }: { siteId: number; nodes: DivisionNode[]; users: SiteFormData['users']; canEdit: boolean }) {
  const { t } = useTranslation('sites');
  const [chosen, setSelected] = useState<number | null>(nodes[0]?.id ?? null);
  // a node that is gone (deleted elsewhere) is no longer selected: the first division is
  const selected = chosen !== null && locate(nodes, chosen) ? chosen : (nodes[0]?.id ?? null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<DivisionNode | null>(null);
  const [deleteRefusal, setDeleteRefusal] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropHint, setDropHint] = useState<DropHint | null>(null);
  const focusNext = useRef<number | null>(null);
  /** a keyboard move's node and the parent it goes under: focus waits until the tree shows it there (issue 26) */
  const movedTo = useRef<{ id: number; parent: number | null; position: number } | null>(null);
  const [add] = useAddDivisionNodeMutation();
  const [update] = useUpdateDivisionNodeMutation();
  const [remove, removal] = useDeleteDivisionNodeMutation();

  const order = useMemo(() => flatten(nodes).map(({ node }) => node), [nodes]);
  const current = selected !== null ? (locate(nodes, selected)?.node ?? null) : null;
  const levelName = (level: string) => t(`divisions.level.${level}`);

  // after a change, the focus goes back to the node it concerned (once the refetched tree shows it)
  useEffect(() => {
    const id = focusNext.current;
    if (id === null || renaming !== null || pending) return;
    // a node moved in or out gets a new element under its new parent once the tree is refetched: focusing the old
    // one (still in its old place) lost the focus with the re-render (Alt+Shift+Left)
    const moved = movedTo.current;
    if (moved && moved.id === id) {
      const at = locate(nodes, id);
      if (!at || (at.parent?.id ?? null) !== moved.parent || at.index !== moved.position) return;
      movedTo.current = null;
    }
    const el = document.getElementById(itemId(id));
    if (el) {
      focusNext.current = null;
      el.focus();
    }
  });

  const focusNode = (id: number) => {
    setSelected(id);
    document.getElementById(itemId(id))?.focus();
  };

  const toastRefusal = (error: unknown) => {
    const r = refusal(error);
    const text = r ? r.messages.map((m) => (divisionRuleKey(m) ? t(divisionRuleKey(m)!) : m)).join(' ') : t('divisions.saveFailed');
    setAnnouncement(text);
    showToast({ severity: 'error', detail: text });
  };

  async function move(id: number, to: Placement, how: string) {
    const before = locate(nodes, id);
    if (!before) return;
    const problem = placementProblem(nodes, before.node, to);
    if (problem) {
      setAnnouncement(t(`divisions.validation.${problem}`));
      return;
    }
    focusNext.current = id;
    movedTo.current = { id, parent: to.parent_id, position: to.position };
    const result = await update({ siteId, nodeId: id, parent_id: to.parent_id, position: to.position });
    if (result.error || !result.data) {
      movedTo.current = null;
      return toastRefusal(result.error);
    }
    const placed = locate(result.data.nodes, id);
    // where the server put it (the position may be clamped): the focus follows that
    if (placed) movedTo.current = { id, parent: placed.parent?.id ?? null, position: placed.index };
    const after = locate(result.data.nodes, id);
    if (!after) return;
    setAnnouncement(
      t('divisions.moved', {
        name: after.node.name,
        how,
        level: levelName(after.node.level),
        position: after.index + 1,
        count: after.siblings.length,
        parent: after.parent?.full_name ?? t('divisions.topLevel'),
      }),
    );
  }

  const moveBy = (id: number, kind: MoveKind) => {
    const to = moveTargets(nodes, id)[kind];
    if (to) void move(id, to, t(`divisions.how.${kind}`));
    else setAnnouncement(t(`divisions.cannotMove.${kind}`));
  };

  const startInsert = (id: number | null, kind: InsertKind) => {
    const placement = id === null ? { parent_id: null, position: nodes.length } : insertTarget(nodes, id, kind);
    if (!placement) return;
    setRenaming(null);
    setPending({ placement, from: id });
  };

  function onTreeKey(e: KeyboardEvent<HTMLDivElement>, node: DivisionNode) {
    if (e.target !== e.currentTarget) return;
    const at = order.findIndex((n) => n.id === node.id);
    const moveKey = e.altKey && e.shiftKey;
    const keys: Record<string, () => void> = moveKey
      ? { ArrowUp: () => moveBy(node.id, 'up'), ArrowDown: () => moveBy(node.id, 'down'), ArrowRight: () => moveBy(node.id, 'indent'), ArrowLeft: () => moveBy(node.id, 'outdent') }
      : {
          ArrowDown: () => order[at + 1] && focusNode(order[at + 1].id),
          ArrowUp: () => order[at - 1] && focusNode(order[at - 1].id),
          Home: () => order[0] && focusNode(order[0].id),
          End: () => order.length && focusNode(order[order.length - 1].id),
          ArrowRight: () => node.children[0] && focusNode(node.children[0].id),
          ArrowLeft: () => {
            const parent = locate(nodes, node.id)?.parent;
            if (parent) focusNode(parent.id);
          },
          ...(canEdit && {
            F2: () => setRenaming(node.id),
            Insert: () => startInsert(node.id, 'below'),
            Delete: () => askDelete(node),
          }),
        };
    if (moveKey && !canEdit) return;
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  }

  function askDelete(node: DivisionNode) {
    setDeleteRefusal(null);
    setDeleting(node);
  }

  async function confirmDelete() {
    if (!deleting) return;
    const at = locate(nodes, deleting.id);
    const result = await remove({ siteId, nodeId: deleting.id });
    const r = refusal(result.error);
    if (r) {
      const used = r.inUse;
      setDeleteRefusal(used ? t('divisions.inUse', { name: deleting.name, observations: used.observations, incidents: used.incidents, actions: used.actions }) : r.messages.join(' '));
      return;
    }
    if (result.error) return toastRefusal(result.error);
    const neighbour = at ? (at.siblings[at.index + 1] ?? at.siblings[at.index - 1] ?? at.parent) : null;
    setAnnouncement(t('divisions.deleted', { name: deleting.name }));
    showToast({ severity: 'success', detail: t('divisions.deleted', { name: deleting.name }) });
    setDeleting(null);
    if (neighbour) {
      setSelected(neighbour.id);
      focusNext.current = neighbour.id;
    }
  }

  // drag and drop: the upper quarter of a row puts the node above it, the lower quarter below, the middle inside
  const dropPlacement = (hint: DropHint): Placement | null => {
    if (dragged === null) return null;
    const from = locate(nodes, dragged);
    const target = locate(nodes, hint.id);
    if (!from || !target || hint.id === dragged) return null;
    if (hint.zone === 'inside') {
      const sameParent = target.node.children.some((c) => c.id === dragged);
      return { parent_id: target.node.id, position: target.node.children.length - (sameParent ? 1 : 0) };
    }
    const parentId = target.parent?.id ?? null;
    const sameList = (from.parent?.id ?? null) === parentId;
    const index = target.index + (hint.zone === 'after' ? 1 : 0);
    return { parent_id: parentId, position: sameList && from.index < index ? index - 1 : index };
  };

  function onDragOver(e: DragEvent<HTMLDivElement>, node: DivisionNode) {
    if (dragged === null) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const y = e.clientY - rect.top;
    const zone = y < rect.height / 4 ? 'before' : y > (rect.height * 3) / 4 ? 'after' : 'inside';
    const hint = { id: node.id, zone } as DropHint;
    const to = dropPlacement(hint);
    const from = locate(nodes, dragged);
    if (!to || !from || placementProblem(nodes, from.node, to)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    if (dropHint?.id !== hint.id || dropHint.zone !== hint.zone) setDropHint(hint);
  }

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    const to = dropHint && dropPlacement(dropHint);
    const id = dragged;
    setDragged(null);
    setDropHint(null);
    if (to && id !== null) void move(id, to, t('divisions.how.dragged'));
  }

  const renderPending = (depth: number) =>
    pending && (
      <li key="pending" role="none">
        <div role="treeitem" aria-level={depth + 1} aria-selected={false} className="division-row is-pending">
          <NameInput
          t={t}
          label={t(`divisions.newName.${DIVISION_LEVELS[depth]}`)}
          initial=""
          siblings={siblingNames(nodes, pending.placement.parent_id)}
          onCancel={() => {
            if (pending.from !== null) focusNext.current = pending.from;
            setPending(null);
          }}
          onSave={async (name) => {
            const result = await add({ siteId, name, parent_id: pending.placement.parent_id, position: pending.placement.position });
            if (result.error || !result.data) {
              const r = refusal(result.error);
              return r ? r.messages.map((m) => (divisionRuleKey(m) ? t(divisionRuleKey(m)!) : m)).join(' ') : t('divisions.saveFailed');
            }
            const created = locate(result.data.nodes, result.data.node_id);
            setPending(null);
            setSelected(result.data.node_id);
            focusNext.current = result.data.node_id;
            setAnnouncement(t('divisions.added', { name: created?.node.full_name ?? name }));
            return null;
          }}
        />
        </div>
      </li>
    );

  function renderList(list: DivisionNode[], parentId: number | null, depth: number) {
    const items = list.map((node, index) => {
      const isSelected = node.id === selected;
      const hint = dropHint?.id === node.id ? dropHint.zone : null;
      return [
        pending && pending.placement.parent_id === parentId && pending.placement.position === index ? renderPending(depth) : null,
        <li key={node.id} role="none" className="division-item">
          <div
            id={itemId(node.id)}
            role="treeitem"
            aria-level={depth + 1}
            aria-setsize={list.length}
            aria-posinset={index + 1}
            aria-selected={isSelected}
            aria-expanded={node.children.length > 0 ? true : undefined}
            aria-describedby={`${itemId(node.id)}-level${node.head_name || node.in_charge_name ? ` ${itemId(node.id)}-people` : ''}`}
            tabIndex={isSelected ? 0 : -1}
            className={`division-row${isSelected ? ' is-selected' : ''}${hint ? ` drop-${hint}` : ''}${dragged === node.id ? ' is-dragged' : ''}`}
            draggable={canEdit && renaming !== node.id}
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(node.id));
              setDragged(node.id);
            }}
            onDragEnd={() => {
              setDragged(null);
              setDropHint(null);
            }}
            onDragOver={(e) => onDragOver(e, node)}
            onDragLeave={(e) => {
              if (dropHint?.id === node.id && !e.currentTarget.contains(e.relatedTarget as Node | null)) setDropHint(null);
            }}
            onDrop={onDrop}
            onFocus={(e) => {
              if (e.target === e.currentTarget) setSelected(node.id);
            }}
            onClick={() => focusNode(node.id)}
            onKeyDown={(e) => onTreeKey(e, node)}
          >
            {/* the level and the people are the item's description; its name is the node's name (or the rename box) */}
            <span className={`division-level level-${node.level}`} id={`${itemId(node.id)}-level`} aria-hidden="true">
              {levelName(node.level)}
            </span>
            {renaming === node.id ? (
              <NameInput
                t={t}
                label={t('divisions.renameLabel', { name: node.name })}
                initial={node.name}
                siblings={siblingNames(nodes, locate(nodes, node.id)?.parent?.id ?? null, node.id)}
                onCancel={() => {
                  focusNext.current = node.id;
                  setRenaming(null);
                }}
                onSave={async (name) => {
                  if (name.trim() === node.name) {
                    focusNext.current = node.id;
                    setRenaming(null);
                    return null;
                  }
                  const result = await update({ siteId, nodeId: node.id, name });
                  if (result.error || !result.data) {
                    const r = refusal(result.error);
                    return r ? r.messages.map((m) => (divisionRuleKey(m) ? t(divisionRuleKey(m)!) : m)).join(' ') : t('divisions.saveFailed');
                  }
                  focusNext.current = node.id;
                  setRenaming(null);
                  setAnnouncement(t('divisions.renamed', { name: locate(result.data.nodes, node.id)?.node.full_name ?? name }));
                  return null;
                }}
              />
            ) : (
              <span className="division-name">{node.name}</span>
            )}
            {(node.head_name || node.in_charge_name) && (
              <span className="division-people" id={`${itemId(node.id)}-people`} aria-hidden="true">
                {[node.head_name && t('divisions.headShort', { name: node.head_name }), node.in_charge_name && t('divisions.inChargeShort', { name: node.in_charge_name })].filter(Boolean).join(' · ')}
              </span>
            )}
          </div>
          {(node.children.length > 0 || pending?.placement.parent_id === node.id) && (
            <ul role="none" className="division-group">
              {renderList(node.children, node.id, depth + 1)}
            </ul>
          )}
        </li>,
      ];
    });
    return [...items.flat(), pending && pending.placement.parent_id === parentId && pending.placement.position >= list.length ? renderPending(depth) : null];
  }

  const targets = current ? moveTargets(nodes, current.id) : null;
  const currentAt = current ? locate(nodes, current.id) : null;

  return (
    <div className="division-editor">
      <div className="division-tree-column">
        <p id="division-tree-help" className="division-help">
          {canEdit ? t('divisions.help') : t('divisions.helpReadOnly')}
        </p>
        {nodes.length === 0 && !pending && <p>{t('divisions.empty')}</p>}
        <ul role="tree" aria-label={t('divisions.treeLabel')} aria-describedby="division-tree-help" className="division-tree">
          {renderList(nodes, null, 0)}
        </ul>
        {canEdit && (
          <Button type="button" icon="pi pi-plus" label={t('divisions.addDivision')} severity="secondary" outlined onClick={() => startInsert(null, 'below')} className="division-add-top" />
        )}
      </div>
      <section className="division-panel" aria-labelledby="division-panel-title">
        {current && currentAt ? (
          <>
            <h2 id="division-panel-title">{current.full_name}</h2>
            <p className="division-panel-level">{levelName(current.level)}</p>
            {canEdit ? (
              <>
                <div role="group" aria-label={t('divisions.addGroup')} className="division-buttons">
                  <Button type="button" size="small" outlined label={t('divisions.addAbove')} onClick={() => startInsert(current.id, 'above')} />
                  <Button type="button" size="small" outlined label={t('divisions.addBelow')} onClick={() => startInsert(current.id, 'below')} />
                  <Button type="button" size="small" outlined label={t('divisions.addChild')} disabled={!insertTarget(nodes, current.id, 'child')} onClick={() => startInsert(current.id, 'child')} />
                </div>
                <div role="group" aria-label={t('divisions.moveGroup')} className="division-buttons">
                  {(['up', 'down', 'indent', 'outdent'] as const).map((kind) => (
                    <Button
                      key={kind}
                      type="button"
                      size="small"
                      outlined
                      icon={`pi ${{ up: 'pi-arrow-up', down: 'pi-arrow-down', indent: 'pi-arrow-right', outdent: 'pi-arrow-left' }[kind]}`}
                      label={t(`divisions.moveButton.${kind}`)}
                      disabled={!targets?.[kind]}
                      onClick={() => moveBy(current.id, kind)}
                    />
                  ))}
                </div>
                <div className="division-buttons">
                  <Button type="button" size="small" outlined icon="pi pi-pencil" label={t('divisions.rename')} onClick={() => setRenaming(current.id)} />
                  <Button type="button" size="small" outlined severity="danger" icon="pi pi-trash" label={t('divisions.delete')} onClick={() => askDelete(current)} />
                </div>
                <PeopleForm key={current.id} t={t} node={current} users={users} onSave={async (people) => {
                  const result = await update({ siteId, nodeId: current.id, ...people });
                  if (result.error) return toastRefusal(result.error);
                  setAnnouncement(t('divisions.peopleSaved', { name: current.full_name }));
                  showToast({ severity: 'success', detail: t('divisions.peopleSaved', { name: current.full_name }) });
                }} />
              </>
            ) : (
              <dl className="division-people-list">
                <dt>{t('divisions.head')}</dt>
                <dd>{current.head_name ?? t('form.none')}</dd>
                <dt>{t('divisions.inCharge')}</dt>
                <dd>{current.in_charge_name ?? t('form.none')}</dd>
              </dl>
            )}
          </>
        ) : (
          <h2 id="division-panel-title">{t('divisions.noneSelected')}</h2>
        )}
      </section>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <Dialog
        header={deleting ? t('divisions.deleteTitle', { name: deleting.full_name }) : ''}
        visible={!!deleting}
        // closing returns the focus where it was (the Delete button, or the node when Delete was pressed on it)
        onHide={() => setDeleting(null)}
        style={{ width: 'min(480px, 96vw)' }}
        footer={
          <div>
            {!deleteRefusal && <Button type="button" severity="danger" label={t('divisions.confirmDelete')} loading={removal.isLoading} onClick={() => void confirmDelete()} />}
            <Button type="button" outlined label={deleteRefusal ? t('divisions.close') : t('form.cancel')} onClick={() => setDeleting(null)} />
          </div>
        }
      >
        {deleteRefusal ? <p role="alert">{deleteRefusal}</p> : <p>{deleting && t(deleting.children.length ? 'divisions.deleteWithChildren' : 'divisions.deleteQuestion', { name: deleting.full_name })}</p>}
      </Dialog>
    </div>
  );
}

/** the in-place name input: Enter saves, Escape cancels; the shared schema checks it first */
function NameInput({ t, label, initial, siblings, onSave, onCancel }: { t: T; label: string; initial: string; siblings: string[]; onSave: (name: string) => Promise<string | null>; onCancel: () => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  const errorId = `${useId()}-error`;
  async function save() {
    if (busy) return;
    const problem = await nameError(t, value, siblings);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    const refused = await onSave(value.trim());
    setBusy(false);
    if (refused) setError(refused);
  }
  return (
    <span className="division-name-input">
      <input
        ref={ref}
        type="text"
        aria-label={label}
        value={value}
        maxLength={DIVISION_NAME_MAX + 20}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Enter') {
            e.preventDefault();
            void save();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
        onClick={(e) => e.stopPropagation()}
      />
      <span className="division-input-hint">{t('divisions.inputHint')}</span>
      {error && (
        <span id={errorId} className="p-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

/** head and in-charge of a node, from the tenant's active users */
function PeopleForm({ t, node, users, onSave }: { t: T; node: DivisionNode; users: SiteFormData['users']; onSave: (people: { head_id: number | null; in_charge_id: number | null }) => Promise<void> }) {
  const [head, setHead] = useState(node.head_id ? String(node.head_id) : '');
  const [inCharge, setInCharge] = useState(node.in_charge_id ? String(node.in_charge_id) : '');
  const [busy, setBusy] = useState(false);
  const options = (value: number | null) => {
    const list = [...users];
    // a head who is no longer active stays shown
    if (value && !list.some((u) => u.id === value)) list.push({ id: value, full_name: (value === node.head_id ? node.head_name : node.in_charge_name) ?? String(value) });
    return list;
  };
  return (
    <form
      className="division-people-form"
      aria-label={t('divisions.peopleTitle', { name: node.name })}
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        await onSave({ head_id: head ? Number(head) : null, in_charge_id: inCharge ? Number(inCharge) : null });
        setBusy(false);
      }}
    >
      <label htmlFor="division-head">{t('divisions.head')}</label>
      <select id="division-head" value={head} onChange={(e) => setHead(e.target.value)}>
        <option value="">{t('form.none')}</option>
        {options(node.head_id).map((u) => (
          <option key={u.id} value={u.id}>
            {u.full_name}
          </option>
        ))}
      </select>
      <label htmlFor="division-in-charge">{t('divisions.inCharge')}</label>
      <select id="division-in-charge" value={inCharge} onChange={(e) => setInCharge(e.target.value)}>
        <option value="">{t('form.none')}</option>
        {options(node.in_charge_id).map((u) => (
          <option key={u.id} value={u.id}>
            {u.full_name}
          </option>
        ))}
      </select>
      <Button type="submit" size="small" label={t('divisions.savePeople')} loading={busy} />
    </form>
  );
}

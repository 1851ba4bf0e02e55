import { useEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/feedback/toast-service';
import { DIVISION_LEVELS, insertTarget, locate, moveTargets, placementProblem, siblingNames, type DivisionNode, type InsertKind, type MoveKind, type Placement } from '../model/division-tree';
import { initialTreeEditor, selectedId, treeEditorReducer, treeKeyCommand } from '../model/division-tree-editor';
import type { SiteFormData } from '../model';
import { useAddDivisionNodeMutation, useDeleteDivisionNodeMutation, useUpdateDivisionNodeMutation } from '../api/sites-api';
import { DeleteDialog } from './division-tree/delete-dialog';
import { NameInput } from './division-tree/name-input';
import { NodePanel } from './division-tree/node-panel';
import { refusal, refusalText } from './division-tree/refusal';
import { TreeDnd } from './division-tree/tree-dnd';
import { itemId, TreeRow } from './division-tree/tree-row';
import './division-tree.css';

/**
 * The divisions → departments → units tree of one site (WAI-ARIA tree): arrow keys move the focus, Alt+Shift+arrows
 * move the focused node (up, down, in, out), F2 renames, Insert adds below, Delete deletes; the panel beside it
 * offers the same as buttons plus heads and in-charges. Nodes also move by drag and drop, with the pointer or the
 * keyboard (Space picks up, @dnd-kit: division-tree/tree-dnd.tsx). Read-only without Site update.
 * The pieces: the state and key rules (model/division-tree-editor.ts, pure), a row (division-tree/tree-row.tsx),
 * the panel (node-panel.tsx), the rename / new-node box (name-input.tsx), the delete dialog (delete-dialog.tsx).
 */
export function DivisionTreeEditor({ siteId, nodes, users, canEdit }: { siteId: number; nodes: DivisionNode[]; users: SiteFormData['users']; canEdit: boolean }) {
  const { t } = useTranslation('sites');
  const [state, dispatch] = useReducer(treeEditorReducer<DivisionNode>, nodes[0]?.id ?? null, initialTreeEditor<DivisionNode>);
  const { renaming, pending, announcement, deleting, deleteRefusal, dragged, dropHint } = state;
  const selected = selectedId(nodes, state.chosen);
  const focusNext = useRef<number | null>(null);
  /** a move's node and where it goes: focus waits until the tree shows it there (issue 26) */
  const movedTo = useRef<{ id: number; parent: number | null; position: number } | null>(null);
  const [add] = useAddDivisionNodeMutation();
  const [update] = useUpdateDivisionNodeMutation();
  const [remove, removal] = useDeleteDivisionNodeMutation();

  const current = selected !== null ? (locate(nodes, selected)?.node ?? null) : null;
  const levelName = (level: string) => t(`divisions.level.${level}`);
  const announce = (text: string) => dispatch({ type: 'announce', text });

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
    dispatch({ type: 'select', id });
    document.getElementById(itemId(id))?.focus();
  };

  const toastRefusal = (error: unknown) => {
    const text = refusalText(t, error);
    announce(text);
    showToast({ severity: 'error', detail: text });
  };

  async function move(id: number, to: Placement, how: string) {
    const before = locate(nodes, id);
    if (!before) return;
    const problem = placementProblem(nodes, before.node, to);
    if (problem) return announce(t(`divisions.validation.${problem}`));
    focusNext.current = id;
    movedTo.current = { id, parent: to.parent_id, position: to.position };
    const result = await update({ siteId, nodeId: id, parent_id: to.parent_id, position: to.position });
    if (result.error || !result.data) {
      movedTo.current = null;
      return toastRefusal(result.error);
    }
    const after = locate(result.data.nodes, id);
    if (!after) return;
    // where the server put it (the position may be clamped): the focus follows that
    movedTo.current = { id, parent: after.parent?.id ?? null, position: after.index };
    announce(
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
    else announce(t(`divisions.cannotMove.${kind}`));
  };

  const startInsert = (id: number | null, kind: InsertKind) => {
    const placement = id === null ? { parent_id: null, position: nodes.length } : insertTarget(nodes, id, kind);
    if (placement) dispatch({ type: 'insert', pending: { placement, from: id } });
  };

  function onTreeKey(e: KeyboardEvent<HTMLDivElement>, node: DivisionNode) {
    // while a node is dragged by keyboard the arrows are dnd-kit's
    if (e.target !== e.currentTarget || dragged !== null) return;
    const command = treeKeyCommand(nodes, node.id, e, canEdit);
    if (!command) return;
    e.preventDefault();
    if (command.kind === 'focus') focusNode(command.id);
    else if (command.kind === 'move') moveBy(node.id, command.move);
    else if (command.kind === 'rename') dispatch({ type: 'rename', id: node.id });
    else if (command.kind === 'insert') startInsert(node.id, 'below');
    else dispatch({ type: 'askDelete', node });
  }

  async function confirmDelete() {
    if (!deleting) return;
    const at = locate(nodes, deleting.id);
    const result = await remove({ siteId, nodeId: deleting.id });
    const r = refusal(result.error);
    if (r) {
      const used = r.inUse;
      dispatch({ type: 'refuseDelete', text: used ? t('divisions.inUse', { name: deleting.name, observations: used.observations, incidents: used.incidents, actions: used.actions }) : r.messages.join(' ') });
      return;
    }
    if (result.error) return toastRefusal(result.error);
    const neighbour = at ? (at.siblings[at.index + 1] ?? at.siblings[at.index - 1] ?? at.parent) : null;
    const text = t('divisions.deleted', { name: deleting.name });
    showToast({ severity: 'success', detail: text });
    dispatch({ type: 'deleted', neighbour: neighbour?.id ?? null, text });
    if (neighbour) focusNext.current = neighbour.id;
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
              dispatch({ type: 'cancelInsert' });
            }}
            onSave={async (name) => {
              const result = await add({ siteId, name, parent_id: pending.placement.parent_id, position: pending.placement.position });
              if (result.error || !result.data) return refusalText(t, result.error);
              const created = locate(result.data.nodes, result.data.node_id);
              focusNext.current = result.data.node_id;
              dispatch({ type: 'added', id: result.data.node_id, text: t('divisions.added', { name: created?.node.full_name ?? name }) });
              return null;
            }}
          />
        </div>
      </li>
    );

  const renameBox = (node: DivisionNode) => (
    <NameInput
      t={t}
      label={t('divisions.renameLabel', { name: node.name })}
      initial={node.name}
      siblings={siblingNames(nodes, locate(nodes, node.id)?.parent?.id ?? null, node.id)}
      onCancel={() => {
        focusNext.current = node.id;
        dispatch({ type: 'renamed' });
      }}
      onSave={async (name) => {
        if (name.trim() !== node.name) {
          const result = await update({ siteId, nodeId: node.id, name });
          if (result.error || !result.data) return refusalText(t, result.error);
          announce(t('divisions.renamed', { name: locate(result.data.nodes, node.id)?.node.full_name ?? name }));
        }
        focusNext.current = node.id;
        dispatch({ type: 'renamed' });
        return null;
      }}
    />
  );

  const pendingAt = (parentId: number | null, index: number) => pending && pending.placement.parent_id === parentId && pending.placement.position === index;

  function renderList(list: DivisionNode[], parentId: number | null, depth: number) {
    const items = list.map((node, index) => [
      pendingAt(parentId, index) ? renderPending(depth) : null,
      <TreeRow
        key={node.id}
        t={t}
        node={node}
        depth={depth}
        index={index}
        setSize={list.length}
        selected={node.id === selected}
        editable={canEdit}
        renaming={renaming === node.id}
        dragged={dragged === node.id}
        hint={dropHint?.id === node.id ? dropHint.zone : null}
        levelName={levelName}
        nameSlot={renaming === node.id ? renameBox(node) : null}
        onSelect={(focus) => (focus ? focusNode(node.id) : dispatch({ type: 'select', id: node.id }))}
        onKey={(e) => onTreeKey(e, node)}
      >
        {(node.children.length > 0 || pending?.placement.parent_id === node.id) && (
          <ul role="none" className="division-group">
            {renderList(node.children, node.id, depth + 1)}
          </ul>
        )}
      </TreeRow>,
    ]);
    return [...items.flat(), pending && pending.placement.parent_id === parentId && pending.placement.position >= list.length ? renderPending(depth) : null];
  }

  return (
    <div className="division-editor">
      <div className="division-tree-column">
        <p id="division-tree-help" className="division-help">
          {canEdit ? `${t('divisions.help')} ${t('divisions.dnd.instructions')}` : t('divisions.helpReadOnly')}
        </p>
        {nodes.length === 0 && !pending && <p>{t('divisions.empty')}</p>}
        <TreeDnd tree={nodes} t={t} dispatch={dispatch} onDrop={(id, to) => void move(id, to, t('divisions.how.dragged'))}>
          <ul role="tree" aria-label={t('divisions.treeLabel')} aria-describedby="division-tree-help" className="division-tree">
            {renderList(nodes, null, 0)}
          </ul>
        </TreeDnd>
        {canEdit && (
          <Button type="button" icon="pi pi-plus" label={t('divisions.addDivision')} severity="secondary" outlined onClick={() => startInsert(null, 'below')} className="division-add-top" />
        )}
      </div>
      <NodePanel
        t={t}
        tree={nodes}
        node={current}
        users={users}
        canEdit={canEdit}
        levelName={levelName}
        onInsert={(kind) => current && startInsert(current.id, kind)}
        onMove={(kind) => current && moveBy(current.id, kind)}
        onRename={() => current && dispatch({ type: 'rename', id: current.id })}
        onDelete={() => current && dispatch({ type: 'askDelete', node: current })}
        onSavePeople={async (people) => {
          if (!current) return;
          const result = await update({ siteId, nodeId: current.id, ...people });
          if (result.error) return toastRefusal(result.error);
          announce(t('divisions.peopleSaved', { name: current.full_name }));
          showToast({ severity: 'success', detail: t('divisions.peopleSaved', { name: current.full_name }) });
        }}
      />
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <DeleteDialog t={t} node={deleting} refusal={deleteRefusal} busy={removal.isLoading} onConfirm={() => void confirmDelete()} onClose={() => dispatch({ type: 'closeDelete' })} />
    </div>
  );
}

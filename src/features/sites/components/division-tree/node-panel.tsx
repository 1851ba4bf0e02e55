import { useState } from 'react';
import { Button } from 'primereact/button';
import { insertTarget, moveTargets, type DivisionNode, type InsertKind, type MoveKind } from '../../model/division-tree';
import type { SiteFormData } from '../../model';
import type { SitesT } from './refusal';

type People = { head_id: number | null; in_charge_id: number | null };

/**
 * The panel beside the tree: the selected node's full name and level; with Site update the same edits as the keys
 * (add above / below / child, move, rename, delete) as buttons, and its head and in-charge; read-only, the people.
 */
export function NodePanel({
  t,
  tree,
  node,
  users,
  canEdit,
  levelName,
  onInsert,
  onMove,
  onRename,
  onDelete,
  onSavePeople,
}: {
  t: SitesT;
  tree: DivisionNode[];
  node: DivisionNode | null;
  users: SiteFormData['users'];
  canEdit: boolean;
  levelName(level: string): string;
  onInsert(kind: InsertKind): void;
  onMove(kind: MoveKind): void;
  onRename(): void;
  onDelete(): void;
  onSavePeople(people: People): Promise<void>;
}) {
  if (!node) {
    return (
      <section className="division-panel" aria-labelledby="division-panel-title">
        <h2 id="division-panel-title">{t('divisions.noneSelected')}</h2>
      </section>
    );
  }
  const targets = moveTargets(tree, node.id);
  return (
    <section className="division-panel" aria-labelledby="division-panel-title">
      <h2 id="division-panel-title">{node.full_name}</h2>
      <p className="division-panel-level">{levelName(node.level)}</p>
      {canEdit ? (
        <>
          <div role="group" aria-label={t('divisions.addGroup')} className="division-buttons">
            <Button type="button" size="small" outlined label={t('divisions.addAbove')} onClick={() => onInsert('above')} />
            <Button type="button" size="small" outlined label={t('divisions.addBelow')} onClick={() => onInsert('below')} />
            <Button type="button" size="small" outlined label={t('divisions.addChild')} disabled={!insertTarget(tree, node.id, 'child')} onClick={() => onInsert('child')} />
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
                disabled={!targets[kind]}
                onClick={() => onMove(kind)}
              />
            ))}
          </div>
          <div className="division-buttons">
            <Button type="button" size="small" outlined icon="pi pi-pencil" label={t('divisions.rename')} onClick={onRename} />
            <Button type="button" size="small" outlined severity="danger" icon="pi pi-trash" label={t('divisions.delete')} onClick={onDelete} />
          </div>
          <PeopleForm key={node.id} t={t} node={node} users={users} onSave={onSavePeople} />
        </>
      ) : (
        <dl className="division-people-list">
          <dt>{t('divisions.head')}</dt>
          <dd>{node.head_name ?? t('form.none')}</dd>
          <dt>{t('divisions.inCharge')}</dt>
          <dd>{node.in_charge_name ?? t('form.none')}</dd>
        </dl>
      )}
    </section>
  );
}

/** head and in-charge of a node, from the tenant's active users */
function PeopleForm({ t, node, users, onSave }: { t: SitesT; node: DivisionNode; users: SiteFormData['users']; onSave: (people: People) => Promise<void> }) {
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

import type { KeyboardEvent, PointerEventHandler, ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { DivisionNode } from '../../model/division-tree';
import type { DropZone } from '../../model/division-tree-editor';
import type { SitesT } from './refusal';

export const itemId = (id: number) => `division-node-${id}`;

/**
 * One node of the tree (a WAI-ARIA treeitem, roving tabindex) and, below it, its children (`children`). With Site
 * update it is a @dnd-kit draggable and drop target; the keys go to dnd-kit first (Space / Enter pick it up), then to
 * the tree (`onKey`). Its name is the node's name (or the rename box, `nameSlot`); level and people describe it.
 */
export function TreeRow({
  t,
  node,
  depth,
  index,
  setSize,
  selected,
  editable,
  renaming,
  dragged,
  hint,
  levelName,
  nameSlot,
  onSelect,
  onKey,
  children,
}: {
  t: SitesT;
  node: DivisionNode;
  depth: number;
  index: number;
  setSize: number;
  selected: boolean;
  /** Site update: the node can be dragged (unless renamed) and dropped on */
  editable: boolean;
  /** its rename box is open */
  renaming: boolean;
  /** this node is the one being dragged */
  dragged: boolean;
  /** where a drop would put the dragged node, shown on this row */
  hint: DropZone | null;
  levelName(level: string): string;
  /** the rename box in place of the name */
  nameSlot: ReactNode;
  onSelect(focus: boolean): void;
  onKey(e: KeyboardEvent<HTMLDivElement>): void;
  children: ReactNode;
}) {
  const drag = useDraggable({ id: node.id, disabled: !editable || renaming });
  const drop = useDroppable({ id: node.id, disabled: !editable });
  const id = itemId(node.id);
  return (
    <li role="none" className="division-item">
      <div
        ref={(el) => {
          drag.setNodeRef(el);
          drop.setNodeRef(el);
        }}
        id={id}
        role="treeitem"
        aria-level={depth + 1}
        aria-setsize={setSize}
        aria-posinset={index + 1}
        aria-selected={selected}
        aria-expanded={node.children.length > 0 ? true : undefined}
        aria-describedby={`${id}-level${node.head_name || node.in_charge_name ? ` ${id}-people` : ''}`}
        tabIndex={selected ? 0 : -1}
        className={`division-row${selected ? ' is-selected' : ''}${hint ? ` drop-${hint}` : ''}${dragged ? ' is-dragged' : ''}`}
        style={drag.transform ? { transform: CSS.Translate.toString(drag.transform), position: 'relative', zIndex: 1 } : undefined}
        onPointerDown={drag.listeners?.onPointerDown as PointerEventHandler<HTMLDivElement> | undefined}
        onKeyDown={(e) => {
          drag.listeners?.onKeyDown?.(e);
          if (!e.defaultPrevented) onKey(e);
        }}
        onFocus={(e) => {
          if (e.target === e.currentTarget) onSelect(false);
        }}
        onClick={() => onSelect(true)}
      >
        <span className={`division-level level-${node.level}`} id={`${id}-level`} aria-hidden="true">
          {levelName(node.level)}
        </span>
        {nameSlot ?? <span className="division-name">{node.name}</span>}
        {(node.head_name || node.in_charge_name) && (
          <span className="division-people" id={`${id}-people`} aria-hidden="true">
            {[node.head_name && t('divisions.headShort', { name: node.head_name }), node.in_charge_name && t('divisions.inChargeShort', { name: node.in_charge_name })].filter(Boolean).join(' · ')}
          </span>
        )}
      </div>
      {children}
    </li>
  );
}

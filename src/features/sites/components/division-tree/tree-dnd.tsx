import { useCallback, useEffect, useRef, type Dispatch, type ReactNode } from 'react';
import { DndContext, KeyboardSensor, MeasuringStrategy, PointerSensor, useSensor, useSensors, type Active, type Announcements, type ClientRect, type Collision, type CollisionDetection, type DroppableContainer, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { locate, type DivisionNode, type Placement } from '../../model/division-tree';
import { dropPlacement, dropZone, nextDropStop, type DropHint, type TreeEditorAction } from '../../model/division-tree-editor';
import type { SitesT } from './refusal';

/** the row under the dragged row's centre (rows never overlap vertically; between two rows: none) */
const centreWithin: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) => {
  const y = collisionRect.top + collisionRect.height / 2;
  return droppableContainers
    .filter((c) => {
      const r = droppableRects.get(c.id);
      return !!r && y >= r.top && y <= r.bottom;
    })
    .map((c) => ({ id: c.id, data: { droppableContainer: c, value: 0 } }));
};

/**
 * The zone of the row under the dragged row's centre, from this move's collisions (the `over` dnd-kit hands to
 * onDragMove is the one before the move: a keyboard step onto another row would be measured against the old row).
 */
function hintOf(active: Active, collisions: Collision[] | null): DropHint | null {
  const hit = collisions?.[0];
  const over: ClientRect | undefined = (hit?.data?.droppableContainer as DroppableContainer | undefined)?.rect.current ?? undefined;
  const rect = active.rect.current.translated;
  if (!hit || !over || !rect) return null;
  return { id: Number(hit.id), zone: dropZone(rect.top + rect.height / 2 - over.top, over.height) };
}

/**
 * Moving tree nodes with @dnd-kit (as the permit template builder's lists do): the pointer drags a row (after 5 px, so
 * a click still selects), and the keyboard does the same: Space or Enter on a node picks it up, Down / Up step through
 * the places it may go (above, into, below each row, top to bottom), Space or Enter drops it, Escape cancels; each
 * step is announced. The drop goes through `onDrop` (the same server move as the Alt+Shift+arrow keys).
 */
export function TreeDnd({ tree, t, dispatch, onDrop, children }: { tree: DivisionNode[]; t: SitesT; dispatch: Dispatch<TreeEditorAction<DivisionNode>>; onDrop(id: number, to: Placement): void; children: ReactNode }) {
  // the coordinate getter runs in the sensor's key handler: it reads the tree shown at that moment
  const latest = useRef(tree);
  useEffect(() => {
    latest.current = tree;
  }, [tree]);

  const coordinateGetter: KeyboardCoordinateGetter = useCallback((event, { active, context: { collisionRect, droppableRects, droppableContainers } }) => {
    if (event.code !== 'ArrowDown' && event.code !== 'ArrowUp') return undefined;
    event.preventDefault();
    if (!collisionRect) return undefined;
    const rows = droppableContainers.getEnabled().flatMap((c) => {
      const r = droppableRects.get(c.id);
      return r ? [{ id: Number(c.id), top: r.top, height: r.height }] : [];
    });
    const stop = nextDropStop(latest.current, Number(active), rows, collisionRect.top + collisionRect.height / 2, event.code === 'ArrowDown' ? 1 : -1);
    return stop ? { x: collisionRect.left, y: stop.y - collisionRect.height / 2 } : undefined;
  }, []);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter }));
  const name = (id: number | string) => locate(tree, Number(id))?.node.name ?? '';
  /** where a drop would go now, or null (the handlers set it before dnd-kit asks for the announcement) */
  const where = useRef<{ over: number | null; hint: DropHint | null }>({ over: null, hint: null });
  const track = ({ active, collisions }: { active: Active; collisions: Collision[] | null }) => {
    const raw = hintOf(active, collisions);
    const hint = raw && dropPlacement(tree, Number(active.id), raw) ? raw : null;
    where.current = { over: raw?.id ?? null, hint };
    dispatch({ type: 'dragOver', hint });
    return hint;
  };
  const whereText = ({ active }: { active: Active }) => {
    const { over, hint } = where.current;
    // still over itself (just picked up): "picked up" stays the last word
    if (over === Number(active.id)) return undefined;
    return hint ? t(`divisions.dnd.${hint.zone}`, { name: name(active.id), target: name(hint.id) }) : t('divisions.dnd.nowhere', { name: name(active.id) });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('divisions.dnd.picked', { name: name(active.id) }),
    onDragMove: whereText,
    onDragOver: whereText,
    // the move itself is announced once the server has placed the node (the editor's status region)
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => t('divisions.dnd.cancelled', { name: name(active.id) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={centreWithin}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('divisions.dnd.instructions') } }}
      onDragStart={({ active }) => {
        where.current = { over: Number(active.id), hint: null };
        dispatch({ type: 'dragStart', id: Number(active.id) });
      }}
      onDragMove={track}
      onDragOver={track}
      onDragEnd={(event) => {
        const hint = track(event);
        dispatch({ type: 'dragEnd' });
        const id = Number(event.active.id);
        const to = hint && dropPlacement(tree, id, hint);
        if (to) onDrop(id, to);
      }}
      onDragCancel={() => dispatch({ type: 'dragEnd' })}
    >
      {children}
    </DndContext>
  );
}

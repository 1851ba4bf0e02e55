import type { ReactNode } from 'react';
import { DndContext, KeyboardSensor, MeasuringStrategy, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';

export interface HandleProps {
  ref(node: HTMLElement | null): void;
  [attribute: string]: unknown;
}

function SortableRow({ id, className, children }: { id: string; className?: string; children(handle: HandleProps, dragging: boolean): ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li ref={setNodeRef} className={isDragging ? `${className ?? ''} pt-dragging` : className} style={{ transform: CSS.Translate.toString(transform), transition }}>
      {children({ ...attributes, ...listeners, ref: setActivatorNodeRef }, isDragging)}
    </li>
  );
}

/**
 * An ordered list whose items move by drag and drop (pointer) **and** keyboard (@dnd-kit: focus the handle, Space to
 * pick up, arrows to move, Space to drop, Escape to cancel), each step announced to screen readers with the item's
 * name and position (translated `dnd.*` of the `permitTemplates` namespace).
 */
export function SortableList<I extends { key: string }>({ items, nameOf, onMove, label, className, itemClassName, children }: { items: readonly I[]; nameOf(item: I): string; onMove(next: I[]): void; label: string; className?: string; itemClassName?: string; children(item: I, index: number, handle: HandleProps, dragging: boolean): ReactNode }) {
  const { t } = useTranslation('permitTemplates');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = items.map((i) => i.key);
  const name = (id: UniqueIdentifier) => {
    const item = items.find((i) => i.key === id);
    return item ? nameOf(item) : '';
  };
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { name: name(active.id), position: position(active.id), total: ids.length }),
    onDragOver: ({ active, over }) => (over ? t('dnd.over', { name: name(active.id), position: position(over.id), total: ids.length }) : t('dnd.outside', { name: name(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('dnd.dropped', { name: name(active.id), position: position(over.id), total: ids.length }) : t('dnd.cancelled', { name: name(active.id) })),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: name(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(arrayMove([...items], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // the rows' rects are measured again on every move: measured once at pick-up on a busy machine, a section that had
      // just collapsed kept its old height and the first ArrowUp landed on the row itself ("position 6 of 6")
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className} aria-label={label}>
          {items.map((item, i) => (
            <SortableRow key={item.key} id={item.key} className={itemClassName}>
              {(handle, dragging) => children(item, i, handle, dragging)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

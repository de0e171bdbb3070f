import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SortableListProps {
  ids: number[];
  /** For the drag handle's label and the screen-reader announcements. */
  nameOf: (id: number) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (id: number, index: number, handle: ReactNode) => ReactNode;
}

/**
 * A vertical drag-and-drop list. Keyboard users focus a handle, press Space, move with the
 * arrow keys and press Space again; the announcements name the item instead of its id.
 */
export function SortableList({ ids, nameOf, onMove, renderItem }: SortableListProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so clicks on the row's buttons still work.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const name = (id: UniqueIdentifier) => nameOf(Number(id));
  const position = (id: UniqueIdentifier | undefined) =>
    id === undefined ? '' : ` to position ${ids.indexOf(Number(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `Moved ${name(active.id)}${position(over.id)}.` : ''),
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${name(active.id)}${position(over.id)}.` : `Dropped ${name(active.id)}.`,
    onDragCancel: ({ active }) => `Cancelled moving ${name(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {ids.map((id, index) => (
          <SortableRow key={id} id={id} label={`Drag ${nameOf(id)}`}>
            {(handle) => renderItem(id, index, handle)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  children,
}: {
  id: number;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={label}
      style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} />
    </ActionIcon>
  );
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      {children(handle)}
    </div>
  );
}

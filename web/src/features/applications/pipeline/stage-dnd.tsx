import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Application } from '@ws/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isStage, nextStages, type Stage } from '../grouping';
import { GripVertical } from 'lucide-react';
import { tooltip } from '../../../components/ui/tooltip/tooltip';

/** A pointer over a stage wins; the keyboard (no pointer) lands where the card overlaps most. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

/** Arrow keys jump from one stage to the next (in reading order), not 25 px at a time. */
const stageByStage: KeyboardCoordinateGetter = (event, { context }) => {
  const step =
    event.code === 'ArrowDown' || event.code === 'ArrowRight'
      ? 1
      : event.code === 'ArrowUp' || event.code === 'ArrowLeft'
        ? -1
        : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const zones = [...context.droppableRects.entries()].sort(
    ([, a], [, b]) => a.top - b.top || a.left - b.left,
  );
  const here = zones.findIndex(([id]) => id === context.over?.id);
  const target =
    zones[
      here === -1
        ? step > 0
          ? 0
          : zones.length - 1
        : Math.min(zones.length - 1, Math.max(0, here + step))
    ];
  return target ? { x: target[1].left + 8, y: target[1].top + 8 } : undefined;
};

const nameOf = (a: Application | undefined) =>
  a ? `${a.candidate.first_name} ${a.candidate.last_name}` : '';

interface StageDndProps {
  applications: readonly Application[];
  onMove: (application: Application, stage: Stage) => void;
  children: ReactNode;
}

/** Drag an application's handle onto a stage to move it, by pointer or keyboard (Space, arrows, Space). */
export function StageDnd({ applications, onMove, children }: StageDndProps) {
  const { t } = useTranslation('pipeline');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stageByStage }),
  );
  const find = (id: unknown) => applications.find((a) => a.id === id);
  const stageName = (id: unknown) =>
    typeof id === 'string' && isStage(id) ? t(`stage.${id}`) : '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.start', { name: nameOf(find(active.id)) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { name: nameOf(find(active.id)), stage: stageName(over.id) })
        : t('dnd.outside', { name: nameOf(find(active.id)) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { name: nameOf(find(active.id)), stage: stageName(over.id) })
        : t('dnd.cancelled', { name: nameOf(find(active.id)) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(find(active.id)) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const application = find(active.id);
    const stage = over?.id;
    if (
      application &&
      typeof stage === 'string' &&
      isStage(stage) &&
      nextStages(application.stage).includes(stage)
    )
      onMove(application, stage);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('dnd.instructions') },
      }}
    >
      {children}
    </DndContext>
  );
}

/** A stage's group on the board, which takes drops. */
export function StageDropZone({
  stage,
  label,
  busy = false,
  children,
}: {
  stage: Stage;
  label: string;
  /** Some of its cards are still to be drawn: its count says more than it shows yet. */
  busy?: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <section
      ref={setNodeRef}
      className={isOver ? 'app-group pipe-drop pipe-drop--over' : 'app-group pipe-drop'}
      aria-label={label}
      aria-busy={busy || undefined}
      data-stage={stage}
    >
      {children}
    </section>
  );
}

/**
 * A row that can be picked up by its handle; the row's own button still opens the application.
 * `handle` names the handle (its `dnd.handle` words): the board words every card from its own
 * translations rather than a hook a card.
 */
export function DraggableRow({
  application,
  handle,
  children,
}: {
  application: Application;
  handle: string;
  children: ReactNode;
}) {
  // A hired application moves no more: it has no handle to pick it up by.
  const fixed = nextStages(application.stage).length === 0;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id: application.id, disabled: fixed });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }
    : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`pipe-row${isDragging ? ' pipe-row--dragging' : ''}${fixed ? ' pipe-row--fixed' : ''}`}
    >
      {fixed ? null : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="pipe-handle"
          {...attributes}
          {...listeners}
          aria-label={handle}
          {...tooltip(handle)}
          data-testid="drag-handle"
        >
          <GripVertical aria-hidden="true" size={18} strokeWidth={1.75} />
        </button>
      )}
      {children}
    </li>
  );
}

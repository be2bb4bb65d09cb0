import { TASK_FLOW, type TTaskWhenKind } from '@bazaar/shared/task-constants';
import { formatDate } from '@/lib/format';

/** "On 3 Dec 2026", "Before 3 Dec 2026", "Flexible". */
export function whenLabel(when: { kind: TTaskWhenKind; date: string | null }): string {
  if (when.kind === 'flexible' || !when.date) return 'Flexible';
  const day = formatDate(`${when.date}T00:00:00`);
  return when.kind === 'on' ? `On ${day}` : `Before ${day}`;
}

/** Where: "Remote", or the place's label. */
export function whereLabel(task: { isRemote: boolean; place: { label: string } | null }): string {
  return task.isRemote || !task.place ? 'Remote' : task.place.label;
}

export function offersLabel(count: number): string {
  return count === 0 ? 'No offers yet' : `${count} ${count === 1 ? 'offer' : 'offers'}`;
}

export const TASK_STATUS_COLORS = TASK_FLOW.colors;
export const TASK_STATUS_LABELS = TASK_FLOW.labels;

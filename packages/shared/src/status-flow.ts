// No zod here: status badges and tabs render in the browser (decision 008).

/** The button that moves a row into a status. */
export type TStatusAction = {
  label: string;
  /** For tight places such as table rows ("Cancel" instead of "Cancel order"). */
  shortLabel?: string;
  /** Undoes work or cannot be taken back (cancel, reject, return): shown in red. */
  isDestructive?: boolean;
};

/**
 * One lifecycle: its statuses in display order, which status each role may move a row to from
 * each status, and how statuses and the moves into them look. The API refuses any move not listed;
 * the web shows a button for each move that is.
 */
export type TStatusFlow<S extends string, R extends string> = {
  statuses: readonly S[];
  transitions: Record<R, Partial<Record<S, readonly S[]>>>;
  /** Badge text per status. */
  labels: Record<S, string>;
  /** Badge colour per status (Mantine colour names). */
  colors: Record<S, string>;
  /** The button that moves a row into a status, keyed by the target status. */
  actions: Partial<Record<S, TStatusAction>>;
};

/** The statuses of a flow. */
export type TStatusOf<F> = F extends TStatusFlow<infer S, string> ? S : never;
/** The roles that move rows of a flow. */
export type TRoleOf<F> = F extends TStatusFlow<string, infer R> ? R : never;

/**
 * Declares a lifecycle. `labels` default to the status names; a move's button label defaults to
 * its target's label.
 */
export function defineStatusFlow<const S extends string, const R extends string>(definition: {
  statuses: readonly S[];
  transitions: Record<R, Partial<Record<S, readonly S[]>>>;
  colors: Record<S, string>;
  labels?: Partial<Record<S, string>>;
  actions?: Partial<Record<S, TStatusAction>>;
}): TStatusFlow<S, R> {
  const labels = {} as Record<S, string>;
  for (const status of definition.statuses) labels[status] = definition.labels?.[status] ?? status;
  return {
    statuses: definition.statuses,
    transitions: definition.transitions,
    labels,
    colors: definition.colors,
    actions: definition.actions ?? {},
  };
}

/** The statuses `role` may move a row in status `from` to, in the order the flow lists them. */
export function nextStatuses<S extends string, R extends string>(
  flow: TStatusFlow<S, R>,
  role: R,
  from: S,
): S[] {
  return [...(flow.transitions[role]?.[from] ?? [])];
}

export function canTransition<S extends string, R extends string>(
  flow: TStatusFlow<S, R>,
  role: R,
  from: S,
  to: S,
): boolean {
  return nextStatuses(flow, role, from).includes(to);
}

/** The statuses from which `role` may move a row to `to` (what a conditional update accepts). */
export function previousStatuses<S extends string, R extends string>(
  flow: TStatusFlow<S, R>,
  role: R,
  to: S,
): S[] {
  return flow.statuses.filter((from) => canTransition(flow, role, from, to));
}

/** True when no role can move a row out of `status` any more. */
export function isFinalStatus<S extends string, R extends string>(
  flow: TStatusFlow<S, R>,
  status: S,
): boolean {
  return (Object.keys(flow.transitions) as R[]).every(
    (role) => nextStatuses(flow, role, status).length === 0,
  );
}

/** The label of the button that moves a row to `to`; `short` for tight places. */
export function actionLabel<S extends string, R extends string>(
  flow: TStatusFlow<S, R>,
  to: S,
  short = false,
): string {
  const action = flow.actions[to];
  return (short ? action?.shortLabel : undefined) ?? action?.label ?? flow.labels[to];
}

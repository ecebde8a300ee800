import { conflict, writeActivity, type Db } from '@portolan/sdk/server';
import type { ReminderState } from '../../shared/types';
import { REMINDER_KIND } from './reminderResource';

/** The reminder's state table: which states each move leaves and the one it makes. */
export const REMINDER_TRANSITIONS = {
  /** The job fired at the due time. */
  fire: { from: ['scheduled'], to: 'due' },
  /** Later: a new due time. */
  snooze: { from: ['scheduled', 'due'], to: 'scheduled' },
  /** An edit of the due time (or of anything else) while not done. */
  edit: { from: ['scheduled', 'due'], to: 'scheduled' },
  done: { from: ['scheduled', 'due'], to: 'done' },
} as const satisfies Record<string, { from: readonly ReminderState[]; to: ReminderState }>;

export type ReminderMove = keyof typeof REMINDER_TRANSITIONS;

/** Who moves it: the owner, or the scheduler (no actor). */
export interface ReminderActor {
  id: string | null;
  name: string;
}

/**
 * Moves the locked reminder `current` by `move` (409 naming the current state when the table forbids
 * it), setting `columns` too, and writes the move to its activity trail, in the caller's transaction.
 * Answers the row after it.
 */
export async function moveReminder(tx: Db, current: Record<string, unknown>, move: ReminderMove, actor: ReminderActor, columns: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const rule = REMINDER_TRANSITIONS[move];
  const state = String(current.state) as ReminderState;
  if (!(rule.from as readonly string[]).includes(state)) throw conflict(`Cannot ${move}: the reminder is ${state}`);
  const names = Object.keys(columns);
  const sets = names.map((n, i) => `${n} = $${i + 3}`);
  const row = await tx.one<Record<string, unknown>>(
    `UPDATE reminders SET ${['state = $2', ...sets, 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *`,
    [current.id, rule.to, ...names.map((n) => columns[n])],
  );
  await writeActivity(tx, { kind: REMINDER_KIND, recordId: String(current.id), companyId: String(current.company_id), actorId: actor.id, actorName: actor.name, action: move, from: state, to: rule.to });
  return row!;
}

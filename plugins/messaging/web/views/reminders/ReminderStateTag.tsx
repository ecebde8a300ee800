import { Tag, type Intent } from '@blueprintjs/core';
import type { ReminderState } from '../../../shared/types';

const LOOK: Record<ReminderState, { text: string; intent: Intent }> = {
  scheduled: { text: 'Scheduled', intent: 'primary' },
  due: { text: 'Due', intent: 'warning' },
  done: { text: 'Done', intent: 'success' },
};

/** A reminder's state as a tag: Scheduled, Due, Done. */
export function ReminderStateTag({ state }: { state: ReminderState }) {
  const look = LOOK[state] ?? { text: state, intent: 'none' };
  return (
    <Tag minimal intent={look.intent}>
      {look.text}
    </Tag>
  );
}

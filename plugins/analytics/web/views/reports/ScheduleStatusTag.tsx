import { Tag } from '@blueprintjs/core';

/** A run's outcome: SENT (green), FAILED (red), or not run yet. */
export function ScheduleStatusTag({ status }: { status: 'SENT' | 'FAILED' | null }) {
  if (!status) return <Tag minimal>Not run yet</Tag>;
  return (
    <Tag minimal intent={status === 'SENT' ? 'success' : 'danger'} icon={status === 'SENT' ? 'tick' : 'error'}>
      {status === 'SENT' ? 'Sent' : 'Failed'}
    </Tag>
  );
}

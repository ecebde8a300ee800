import { useEffect, useState } from 'react';
import { Tag } from '@blueprintjs/core';
import { formatDateTime } from '@portolan/sdk';
import { deadlineLeft } from '../vendor/deadlineLeft';

/** A deadline with the time left, ticking every half minute (`3 d 4 h left`; `Closed` once passed). */
export function DeadlineCountdown({ label, deadline }: { label: string; deadline: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const left = deadlineLeft(deadline, now);
  return (
    <span>
      {label}: {formatDateTime(deadline)}{' '}
      <span role="timer">
        <Tag minimal intent={left.passed ? 'none' : left.urgent ? 'danger' : 'primary'}>
          {left.text}
        </Tag>
      </span>
    </span>
  );
}

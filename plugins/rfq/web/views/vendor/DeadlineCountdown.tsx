import { useEffect, useState } from 'react';
import { Tag } from '@blueprintjs/core';
import { deadlineLeft } from './deadlineLeft';

/** The time left to a deadline as a tag that counts down (every 30 s; red in the last 24 hours), a `timer` for assistive tech: the owner's header and the vendor's screens. */
export function DeadlineCountdown({ deadline }: { deadline: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const left = deadlineLeft(deadline, now);
  return (
    <Tag minimal intent={left.passed || left.urgent ? 'danger' : 'none'}>
      <span role="timer" aria-label={`Time left: ${left.text}`}>
        {left.text}
      </span>
    </Tag>
  );
}

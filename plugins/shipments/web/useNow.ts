import { useEffect, useState } from 'react';

/** The current time in ms: read on mount, then again every `everyMs`, so a render never calls Date.now() itself (it stays pure). */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

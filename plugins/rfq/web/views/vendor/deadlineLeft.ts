/**
 * How long until a deadline, for a countdown: `3 d 4 h left`, `5 h 20 min left`, `12 min left`, or
 * `Closed` once passed. `now` is injectable for tests.
 */
export function deadlineLeft(deadline: string, now: Date = new Date()): { text: string; passed: boolean; urgent: boolean } {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (!(ms > 0)) return { text: 'Closed', passed: true, urgent: false };
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const text = days ? `${days} d ${hours} h left` : hours ? `${hours} h ${minutes % 60} min left` : `${Math.max(1, minutes)} min left`;
  return { text, passed: false, urgent: ms < 24 * 3_600_000 };
}

/** "in 3 days", "in 5 h", "in 20 min" until `iso` from `now` (ms); "expired" once it has passed. */
export function expiresIn(iso: string, now: number): string {
  const left = Date.parse(iso) - now;
  if (!Number.isFinite(left)) return '—';
  if (left <= 0) return 'expired';
  const minutes = Math.floor(left / 60_000);
  if (minutes < 60) return `in ${Math.max(1, minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `in ${hours} h`;
  return `in ${Math.floor(hours / 24)} days`;
}

/** sessionStorage key (per tab): the last live event seq this tab saw, and whose it is, JSON `{user, seq}`. */
export const LIVE_SEQ_KEY = 'portolan.liveSeq';

/** The last seq this tab saw of the user's events; 0 when none was kept, or it was another user's. */
export function readLiveSeq(storage: Storage | undefined, userId: string): number {
  try {
    const kept = JSON.parse(storage?.getItem(LIVE_SEQ_KEY) ?? 'null') as { user?: unknown; seq?: unknown } | null;
    return kept?.user === userId && typeof kept.seq === 'number' && Number.isInteger(kept.seq) && kept.seq > 0 ? kept.seq : 0;
  } catch {
    return 0;
  }
}

/** Keeps the last seq this tab saw of the user's events (for this page only when storage is forbidden). */
export function writeLiveSeq(storage: Storage | undefined, userId: string, seq: number): void {
  try {
    storage?.setItem(LIVE_SEQ_KEY, JSON.stringify({ user: userId, seq }));
  } catch {
    // Storage full or forbidden.
  }
}

/** Forgets the kept seq (sign-out). */
export function clearLiveSeq(storage: Storage | undefined): void {
  try {
    storage?.removeItem(LIVE_SEQ_KEY);
  } catch {
    // Storage forbidden.
  }
}

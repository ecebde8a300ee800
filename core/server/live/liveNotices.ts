/** The NOTIFY channel every API process listens on for live events and signals. */
export const LIVE_CHANNEL = 'portolan_live';

/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more: stay under with some margin. */
export const MAX_NOTICE_BYTES = 7_900;

/** A stored event's recipients: [user id, seq]. */
export type LiveRecipient = [user: string, seq: number];

/**
 * What one NOTIFY on `LIVE_CHANNEL` carries: a stored event inline (`e`), a reference to stored events
 * too big to carry (`r`: receivers read the rows of their local users), or a passing signal (`s`).
 */
export type LiveNotice =
  | { t: 'e'; kind: string; data: unknown; at: string; to: LiveRecipient[] }
  | { t: 'r'; to: LiveRecipient[] }
  | { t: 's'; kind: string; data: unknown; users: string[] };

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * Payloads of at most `MAX_NOTICE_BYTES` each that carry `items` in `template` (the items go in its
 * `key` list), split into as many notices as needed; undefined when the template alone does not fit.
 */
function split<T>(template: Record<string, unknown>, key: string, items: readonly T[]): string[] | undefined {
  const base = bytes(JSON.stringify({ ...template, [key]: [] }));
  const payloads: string[] = [];
  let chunk: T[] = [];
  let size = base;
  for (const item of items) {
    const cost = bytes(JSON.stringify(item)) + 1;
    if (base + cost > MAX_NOTICE_BYTES) return undefined;
    if (size + cost > MAX_NOTICE_BYTES) {
      payloads.push(JSON.stringify({ ...template, [key]: chunk }));
      chunk = [];
      size = base;
    }
    chunk.push(item);
    size += cost;
  }
  if (chunk.length) payloads.push(JSON.stringify({ ...template, [key]: chunk }));
  return payloads;
}

/** The NOTIFY payloads of a stored event: the event inline when it fits, else references to its rows. */
export function eventNotices(kind: string, data: unknown, at: string, to: readonly LiveRecipient[]): string[] {
  return split({ t: 'e', kind, data, at }, 'to', to) ?? split({ t: 'r' }, 'to', to)!;
}

/** The NOTIFY payloads of a passing signal; throws when its data alone is too big for one. */
export function signalNotices(kind: string, data: unknown, users: readonly string[]): string[] {
  const payloads = split({ t: 's', kind, data }, 'users', users);
  if (!payloads) throw new Error(`The live signal "${kind}" is too big: its data must stay under ${MAX_NOTICE_BYTES - 200} bytes`);
  return payloads;
}

/** A notice from its payload, or undefined when it is not one. */
export function parseNotice(payload: string): LiveNotice | undefined {
  try {
    const notice = JSON.parse(payload) as LiveNotice;
    if (notice && (notice.t === 'e' || notice.t === 'r') && Array.isArray(notice.to)) return notice;
    if (notice && notice.t === 's' && Array.isArray(notice.users)) return notice;
  } catch {
    /* not JSON */
  }
  return undefined;
}

import { makeAutoObservable, runInAction } from 'mobx';
import type { PayTransaction } from '../../shared/types';
import type { PayApi, PayRequest } from '../api/payApi';

/** A random UUID (v4) for an `Idempotency-Key`. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Statuses after which the request did not create a transaction (a refused body, an invoice no longer
 * payable, the key used for another request): the attempt is over, the next one gets a new key. A network
 * failure (0), a 5xx (the server's 502 says "send the same request with the same Idempotency-Key") or a 429
 * keeps the key: the transaction may exist, and only the same key can find it again.
 */
const REFUSED = new Set([400, 401, 403, 404, 409, 422]);

/**
 * One pay attempt at a time on `/pay`: the `Idempotency-Key` is made once per attempt and kept until the
 * server answers with the transaction, so a double click or a retry after a network error or a 5xx sends
 * the same key (the server answers the same transaction). A FAILED transaction ends the attempt; "Try
 * again" starts a new one with a new key. While the transaction is PENDING or PROCESSING it is polled
 * every `pollMs` (1 s).
 */
export class PayStore {
  /** The key of the attempt in flight or awaiting a retry; null when none. */
  attemptKey: string | null = null;
  pending = false;
  /** The last request's error (a retry with the same key is offered). */
  error: string | null = null;
  /** Field errors of a refused request (path → message). */
  fieldErrors: Record<string, string> = {};
  transaction: PayTransaction | null = null;
  private lastRequest: PayRequest | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(
    private readonly api: PayApi,
    private readonly pollMs = 1000,
    private readonly onAnswered?: (transaction: PayTransaction) => void,
  ) {
    makeAutoObservable<PayStore, 'api' | 'timer' | 'lastRequest' | 'onAnswered'>(this, { api: false, timer: false, lastRequest: false, onAnswered: false }, { autoBind: true });
  }

  /** An attempt was sent and not answered (network failure, 5xx): only a retry with the same key, or an explicit abandon, may follow. */
  get unanswered(): boolean {
    return !this.pending && this.attemptKey !== null && this.error !== null;
  }

  get inProgress(): boolean {
    return this.pending || this.transaction?.status === 'PENDING' || this.transaction?.status === 'PROCESSING';
  }

  /** Sends the payment (ignored while one is pending or processing); reuses the attempt's key. */
  async pay(request: PayRequest): Promise<void> {
    if (this.inProgress) return;
    if (!this.attemptKey) this.attemptKey = newIdempotencyKey();
    this.lastRequest = request;
    this.pending = true;
    this.error = null;
    this.fieldErrors = {};
    const key = this.attemptKey;
    const answer = await this.api.pay(request, key);
    runInAction(() => {
      this.pending = false;
      if (answer.ok && answer.data) {
        this.attemptKey = null;
        this.transaction = answer.data;
        this.schedule();
        return;
      }
      this.error = answer.errorMessage ?? 'Network Error';
      if (REFUSED.has(answer.status)) {
        this.attemptKey = null;
        this.fieldErrors = fieldErrorsOf(answer.error);
      }
    });
  }

  /** Sends the last request again with the same key (after a network error or a server error). */
  retry(): Promise<void> {
    return this.lastRequest ? this.pay(this.lastRequest) : Promise.resolve();
  }

  /**
   * After a FAILED transaction, or to abandon an unanswered attempt (the user's explicit choice: the
   * abandoned one may still have been taken; the server refuses paying more than an invoice's open
   * balance, payments in progress included): forget it; the next payment gets a new key.
   */
  tryAgain(): void {
    this.stop();
    this.transaction = null;
    this.attemptKey = null;
    this.error = null;
  }

  dispose(): void {
    this.disposed = true;
    this.stop();
  }

  private stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.stop();
    const t = this.transaction;
    if (this.disposed || !t || (t.status !== 'PENDING' && t.status !== 'PROCESSING')) {
      if (t) this.onAnswered?.(t);
      return;
    }
    this.timer = setTimeout(() => void this.poll(t._id), this.pollMs);
  }

  private async poll(id: string): Promise<void> {
    const answer = await this.api.transaction(id);
    runInAction(() => {
      if (this.disposed || this.transaction?._id !== id) return;
      if (answer.ok && answer.data) this.transaction = answer.data;
      this.schedule();
    });
  }
}

/** `{field: message}` from a 400's error (`error.fields` / `error.details` as a map or as a list). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object') return {};
  const e = error as Record<string, unknown>;
  const source = e.fields ?? e.details ?? e.errors;
  if (Array.isArray(source))
    return Object.fromEntries(
      source.filter((d): d is Record<string, unknown> => !!d && typeof d === 'object').map((d) => [String(d.field ?? d.path ?? ''), String(d.message ?? '')]),
    );
  if (source && typeof source === 'object') return Object.fromEntries(Object.entries(source as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  if (typeof e.field === 'string') return { [e.field.replace(/^data\./, '')]: String(e.message ?? '') };
  return {};
}

import { PayRefusal, type InitiatedPayment, type LinkedPayAccount, type PayProvider, type PaymentInstruction } from './PayProvider';
import { verifyPay2corpWebhook } from './payWebhookSignature';

export interface LivePayConfig {
  /** The API base URL, e.g. https://api.pay2corp.example/v1 (no trailing slash needed). */
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  /** Per request (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The live pay2corp API over HTTP (README "pay2corp"): `POST /users/` opens a corporate account,
 * `GET /users/get-balance?accountId=` reads its balance, `POST /transactions/` (header `Idempotency-Key`)
 * starts a transfer; `Authorization: Bearer <key>` on each. A 4xx on linking is the provider's refusal
 * (its message); any other failure throws, so the caller retries with the same key.
 */
export function livePayProvider(config: LivePayConfig): PayProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;

  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: T & { message?: string } }> => {
    const response = await doFetch(`${base}${path}`, {
      method,
      headers: { Accept: 'application/json', Authorization: `Bearer ${config.apiKey}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let json: T & { message?: string };
    try {
      json = (text ? JSON.parse(text) : {}) as T & { message?: string };
    } catch {
      throw new Error(`pay2corp answered ${response.status} with a body that is not JSON`);
    }
    return { status: response.status, json };
  };
  const fail = (what: string, status: number, message?: string) => new Error(`pay2corp ${what} failed (${status})${message ? `: ${message}` : ''}`);

  return {
    mode: 'LIVE',
    async linkAccount(corporateId) {
      const { status, json } = await call<LinkedPayAccount>('POST', '/users/', { corporateId });
      if (status >= 400 && status < 500) throw new PayRefusal(json.message ?? `pay2corp refused the corporate id ${corporateId}`);
      if (status >= 300 || !json.externalAccountId) throw fail('linking', status, json.message);
      return { externalAccountId: String(json.externalAccountId), displayName: String(json.displayName ?? corporateId), currency: String(json.currency ?? 'INR') };
    },
    async balance(externalAccountId) {
      const { status, json } = await call<{ availableMinor: number; currency: string }>('GET', `/users/get-balance?accountId=${encodeURIComponent(externalAccountId)}`);
      if (status >= 300 || !Number.isSafeInteger(Number(json.availableMinor))) throw fail('balance', status, json.message);
      return { availableMinor: Number(json.availableMinor), currency: String(json.currency) };
    },
    async initiate(instruction: PaymentInstruction): Promise<InitiatedPayment> {
      const { idempotencyKey, externalAccountId, payee, amountMinor, currency, reference } = instruction;
      const { status, json } = await call<{ providerReference: string; status: string }>(
        'POST', '/transactions/', { accountId: externalAccountId, payee, amountMinor, currency, reference }, { 'Idempotency-Key': idempotencyKey },
      );
      if (status >= 300 || !json.providerReference) throw fail('payment', status, json.message);
      return { providerReference: String(json.providerReference), status: 'PROCESSING' };
    },
    async verifyWebhook(rawBody, headers) {
      return verifyPay2corpWebhook(config.webhookSecret, rawBody, headers);
    },
  };
}

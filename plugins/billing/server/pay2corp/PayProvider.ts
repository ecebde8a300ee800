/** An account at the provider, once the corporate id is accepted. */
export interface LinkedPayAccount {
  externalAccountId: string;
  displayName: string;
  currency: string;
}

/** What the provider answers for a payment it accepted (it settles or fails later, by webhook). */
export interface InitiatedPayment {
  providerReference: string;
  status: 'PROCESSING';
}

export interface PaymentInstruction {
  /** The provider scopes its idempotency by this key: the same key never moves money twice. */
  idempotencyKey: string;
  externalAccountId: string;
  /** The payee company (its name and our id), the beneficiary of the transfer. */
  payee: { companyId: string; name: string };
  amountMinor: number;
  currency: string;
  /** Free text on the transfer (the invoice numbers). */
  reference: string;
}

/** A verified webhook event of the provider. */
export interface PayWebhookEvent {
  id: string;
  type: 'transaction.settled' | 'transaction.failed';
  data: { providerReference: string; idempotencyKey: string; amountMinor: number; currency: string; reason?: string };
  created: number;
}

/** A refusal the caller can read (an unknown corporate id): answered as a 400 naming the field. */
export class PayRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayRefusal';
  }
}

/**
 * The corporate payment platform as billing uses it (README "pay2corp"): the live HTTP client
 * (livePayProvider) or the labelled sandbox that plays the provider with its own tables
 * (sandboxPayProvider). Every answer carries the mode so nothing simulated passes for real.
 */
export interface PayProvider {
  readonly mode: 'SANDBOX' | 'LIVE';
  /** Opens the corporate account; a PayRefusal when the provider does not know the corporate id. */
  linkAccount(corporateId: string): Promise<LinkedPayAccount>;
  balance(externalAccountId: string): Promise<{ availableMinor: number; currency: string }>;
  /** Idempotent on `idempotencyKey` at the provider: a retry answers the same reference and moves nothing more. */
  initiate(instruction: PaymentInstruction): Promise<InitiatedPayment>;
  /** The event of a correctly signed, fresh webhook; throws otherwise. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<PayWebhookEvent>;
}

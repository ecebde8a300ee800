import type { AccountingConnection, PaymentMethod } from '../../shared/types';

/** One HTTP request to an accounting API (path includes the query string; the transport adds the host). */
export interface AccountingRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface AccountingResponse {
  status: number;
  body: unknown;
  /** Answered by the recorded sandbox, not a real account. */
  sandbox?: boolean;
}

/** Sends requests: the recorded sandbox or the live API (fetch with the connection's OAuth token). */
export interface Transport {
  request(req: AccountingRequest, connection: AccountingConnection): Promise<AccountingResponse>;
}

/** A vendor refused or could not be reached: the message is what the failure list shows. */
export class AccountingError extends Error {
  /** `permanent`: retrying cannot help (a missing mapping): the job fails at once. */
  constructor(message: string, readonly status?: number, readonly permanent = false) {
    super(message);
    this.name = 'AccountingError';
  }

  /** The request sent and the vendor's answer, kept on the job for the failure list. */
  exchange?: { request: AccountingRequest; response: AccountingResponse };
}

/** An issued invoice as the adapters need it (money in minor units of `currency`). */
export interface SyncInvoice {
  id: string;
  number: string;
  customerCompanyId: string | null;
  customerName: string;
  customerGstin: string | null;
  placeOfSupply: string | null;
  taxRegime: 'INTRA' | 'INTER' | 'EXPORT' | 'NONE';
  currency: string;
  exchangeRate: string;
  issueDate: string;
  dueDate: string;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  tdsRate: number;
  tdsMinor: number;
  notes: string | null;
  poNumber: string | null;
  lines: Array<{ code: string; description: string; sac: string | null; quantity: string; unitPrice: string; amountMinor: number; taxRate: number }>;
}

export interface SyncPayment {
  id: string;
  payerCompanyId: string | null;
  payerName: string;
  method: PaymentMethod;
  reference: string | null;
  receivedOn: string;
  currency: string;
  amountMinor: number;
  /** Each applied invoice with its id in the accounting system. */
  allocations: Array<{ invoiceNumber: string; externalId: string; amountMinor: number }>;
}

/** The result of a push: the vendor's id (and QuickBooks' SyncToken). */
export interface PushResult {
  externalId: string;
  syncToken?: string;
  request: AccountingRequest;
  response: AccountingResponse;
}

/** One accounting system behind the outbox worker. */
export interface AccountingAdapter {
  pushInvoice(invoice: SyncInvoice, connection: AccountingConnection): Promise<PushResult>;
  /** Books the invoice's TDS; `previousTdsMinor` is what earlier TDS pushes booked (QuickBooks posts the difference). */
  updateTds(invoice: SyncInvoice, externalId: string, connection: AccountingConnection, previous: { tdsMinor: number; syncToken: string | null }): Promise<PushResult>;
  pushPayment(payment: SyncPayment, connection: AccountingConnection): Promise<PushResult>;
  voidInvoice(invoice: SyncInvoice, externalId: string, syncToken: string | null, connection: AccountingConnection): Promise<PushResult>;
}

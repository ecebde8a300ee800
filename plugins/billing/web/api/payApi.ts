import { HttpClient, type ApiResult, type Query } from '@portolan/sdk';
import { BILLING_API, type PayAccount, type PayBalance, type PayTransaction } from '../../shared/types';
import { bare, itemsOf, mapped } from './paymentsApi';

const enc = (value: string) => encodeURIComponent(value);

export interface PayAccounts {
  items: PayAccount[];
  /** SANDBOX or LIVE, when known. */
  mode?: PayAccount['mode'];
}

export interface PayRequest {
  accountId: string;
  invoices: Array<{ invoiceId: string; amountMinor: number }>;
}

/** The pay2corp web client (README "pay2corp"). */
export function payApi(http: HttpClient) {
  return {
    /** The linked accounts and the provider's mode when the answer tells it (`mode` beside `items`; else the accounts' own). */
    accounts: async (): Promise<ApiResult<PayAccounts>> =>
      mapped(await http.get<PayAccount[] | { items: PayAccount[]; mode?: PayAccount['mode'] }>(`${BILLING_API.payUsers}/`), (data) => {
        const items = itemsOf(data);
        const mode = (!Array.isArray(data) && data?.mode) || items[0]?.mode;
        return { items, mode };
      }),
    link: async (data: { corporateId: string; displayName?: string }): Promise<ApiResult<PayAccount>> => mapped(await http.post<PayAccount | { record: PayAccount }>(`${BILLING_API.payUsers}/`, { data }), bare),
    unlink: (id: string): Promise<ApiResult<unknown>> => http.delete(`${BILLING_API.payUsers}/${enc(id)}/`),
    balance: async (accountId: string): Promise<ApiResult<PayBalance>> => mapped(await http.get<PayBalance | { record: PayBalance }>(BILLING_API.payBalance, { query: { accountId } }), bare),
    transactions: async (query?: Query): Promise<ApiResult<PayTransaction[]>> =>
      mapped(await http.get<PayTransaction[] | { items: PayTransaction[] }>(`${BILLING_API.payTransactions}/`, { query: { limit: 10, sort: { createdAt: 'desc' }, ...query } }), itemsOf),
    transaction: async (id: string): Promise<ApiResult<PayTransaction>> => mapped(await http.get<PayTransaction | { record: PayTransaction }>(`${BILLING_API.payTransactions}/${enc(id)}`), bare),
    /** Pays; the same `idempotencyKey` for a retry of the same attempt gives back the same transaction. */
    pay: async (data: PayRequest, idempotencyKey: string): Promise<ApiResult<PayTransaction>> =>
      mapped(await http.post<PayTransaction | { record: PayTransaction }>(`${BILLING_API.payTransactions}/`, { data }, { headers: { 'Idempotency-Key': idempotencyKey } }), bare),
  };
}

export type PayApi = ReturnType<typeof payApi>;

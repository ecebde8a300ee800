import type { ApiResult, HttpClient } from '@portolan/sdk';
import { ORDERS_API, type AcknowledgementAnswer, type AcknowledgementView, type SupplierQuoteAnswer, type SupplierQuoteView } from '../../shared/types';

const tokenPath = (token: string) => encodeURIComponent(token);

/** The record of an answer whichever envelope the route uses (`{record}` or the record itself). */
async function recordAnswer<T>(pending: Promise<ApiResult<unknown>>): Promise<ApiResult<T>> {
  const result = await pending;
  const data = result.data && typeof result.data === 'object' && 'record' in result.data ? (result.data as { record: T }).record : (result.data as T | undefined);
  return { ...result, data };
}

/**
 * The supplier's public link calls (no session: the signed token in the path is the only credential),
 * through the SDK HttpClient (SPEC §8 error texts; never throws — read `ok` and `errorMessage`).
 */
export function supplierLinkApi(http: HttpClient) {
  return {
    acknowledgement: (token: string) => recordAnswer<AcknowledgementView>(http.get(ORDERS_API.acknowledge(tokenPath(token)))),
    answerAcknowledgement: (token: string, data: AcknowledgementAnswer) => recordAnswer<AcknowledgementView>(http.post(ORDERS_API.acknowledge(tokenPath(token)), { data })),
    acknowledgementPdf: (token: string) => http.download(ORDERS_API.acknowledgePdf(tokenPath(token))),
    supplierQuote: (token: string) => recordAnswer<SupplierQuoteView>(http.get(ORDERS_API.supplierQuoteLink(tokenPath(token)))),
    answerSupplierQuote: (token: string, data: SupplierQuoteAnswer) => recordAnswer<SupplierQuoteView>(http.post(ORDERS_API.supplierQuoteLink(tokenPath(token)), { data })),
  };
}
export type SupplierLinkApi = ReturnType<typeof supplierLinkApi>;

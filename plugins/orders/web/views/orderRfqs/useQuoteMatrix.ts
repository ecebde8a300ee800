import { useMemo } from 'react';
import { HttpClient, useLoad, useService } from '@portolan/sdk';
import { ORDERS_API, type OrderRfqDetails, type SupplierQuote, type SupplierQuoteLineItem } from '../../../shared/types';
import { itemsOf } from '../../api/sourcingApi';
import { quoteMatrix, type QuoteMatrix } from './quoteMatrix';

export interface QuoteMatrixLoad {
  matrix?: QuoteMatrix;
  isFetching: boolean;
  error?: string;
  reload: () => void;
}

/** The RFQ's submitted quotes (`supplier-quotes?rfqId=`) and their lines (`supplier-quote-line-items?rfqId=`) as the compare matrix. */
export function useQuoteMatrix(rfq: OrderRfqDetails): QuoteMatrixLoad {
  const http = useService(HttpClient);
  const query = `?rfqId=${encodeURIComponent(rfq._id)}`;
  const quotes = useLoad<unknown>(http, `${ORDERS_API.supplierQuotes}${query}`);
  const lines = useLoad<unknown>(http, `${ORDERS_API.supplierQuoteLineItems}${query}`);
  const loaded = quotes.data !== undefined && lines.data !== undefined;
  const matrix = useMemo(
    () => (loaded ? quoteMatrix(rfq, itemsOf<SupplierQuote>(quotes.data), itemsOf<SupplierQuoteLineItem>(lines.data)) : undefined),
    [loaded, rfq, quotes.data, lines.data],
  );
  return {
    matrix,
    isFetching: quotes.isFetching || lines.isFetching,
    error: quotes.error ?? lines.error,
    reload: () => {
      quotes.reload();
      lines.reload();
    },
  };
}

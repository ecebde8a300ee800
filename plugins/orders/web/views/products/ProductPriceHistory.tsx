import { useEffect, useState } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { BandLineChart, LoadStates, formatDate, formatMoney, type ApiResult } from '@portolan/sdk';
import type { Product, ProductPrice } from '../../../shared/types';
import { useCatalogueApi } from '../../api/catalogueApi';

const SOURCES: Record<ProductPrice['source'], string> = { MANUAL: 'Entered', UPLOAD: 'Upload', ORDER: 'Purchase order', AWARD: 'RFQ award' };

/** A product's price history (GET products/:id/prices): a line of the unit price over time in the product's currency, and the table of changes. */
export function ProductPriceHistory({ product }: { product: Product }) {
  const api = useCatalogueApi();
  const [reloads, setReloads] = useState(0);
  const [answer, setAnswer] = useState<{ of: string; result: ApiResult<ProductPrice[]> }>();
  const key = `${product._id}:${reloads}`;
  useEffect(() => {
    let live = true;
    void api.productPrices(product._id).then((result) => live && setAnswer({ of: key, result }));
    return () => {
      live = false;
    };
  }, [api, product._id, key]);
  const loading = answer?.of !== key;
  const prices = [...(answer?.result.data ?? [])].sort((a, b) => a.effectiveAt.localeCompare(b.effectiveAt));
  // The chart draws one currency: the product's (older prices in another currency stay in the table).
  const charted = prices.filter((p) => p.currency === product.currency);
  const money = (p: { unitPrice: string; currency: string }) => formatMoney({ decimal: p.unitPrice }, p.currency);
  return (
    <section aria-labelledby="price-history-title">
      <h3 id="price-history-title" style={{ fontSize: 14, margin: '16px 0 8px' }}>
        Price history
      </h3>
      <LoadStates isFetching={loading} error={loading ? undefined : answer?.result.ok ? undefined : (answer?.result.errorMessage ?? 'Server Error')} empty={!prices.length} emptyText="No price changes yet" onRetry={() => setReloads((n) => n + 1)}>
        {charted.length > 1 && (
          <BandLineChart
            title={`Unit price of ${product.sku} (${product.currency})`}
            points={charted.map((p) => ({ label: formatDate(p.effectiveAt), value: p.unitPrice }))}
            format={(v) => formatMoney({ decimal: String(v) }, product.currency)}
            labels={{ x: 'Since', value: 'Unit price' }}
            width={520}
            height={200}
          />
        )}
        <HTMLTable compact striped aria-label="Price changes" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Since</th>
              <th scope="col" style={{ textAlign: 'right' }}>
                Unit price
              </th>
              <th scope="col">Source</th>
              <th scope="col">Reference</th>
            </tr>
          </thead>
          <tbody>
            {[...prices].reverse().map((p) => (
              <tr key={p._id}>
                <td>{formatDate(p.effectiveAt)}</td>
                <td style={{ textAlign: 'right' }}>{money(p)}</td>
                <td>{SOURCES[p.source]}</td>
                <td>{p.sourceReference ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
    </section>
  );
}

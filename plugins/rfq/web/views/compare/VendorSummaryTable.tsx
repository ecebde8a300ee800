import { HTMLTable } from '@blueprintjs/core';
import { LoadStates, formatMoney, useLoad, useService, HttpClient } from '@portolan/sdk';
import { RFQ_API, type VendorSummaryRow } from '../../../shared/types';
import type { Page } from '../../api/rfqApi';

/** GET vendor-summary: per vendor, lanes bid, L1/L2/L3 counts, bid total, lanes and volume allocated. */
export function VendorSummaryTable({ rfqId, currency }: { rfqId: string; currency: string }) {
  const http = useService(HttpClient);
  const load = useLoad<Page<VendorSummaryRow>>(http, `${RFQ_API.vendorSummary}?rfqId=${encodeURIComponent(rfqId)}`);
  const rows = load.data?.items ?? [];
  const money = (a: string | null) => (a ? formatMoney({ decimal: a }, currency) : '—');
  return (
    <section aria-labelledby="rfq-vendor-summary-title">
      <h4 id="rfq-vendor-summary-title" className="bp6-heading">
        Vendor summary
      </h4>
      <LoadStates isFetching={load.isFetching} error={load.error} empty={!rows.length} emptyText="No vendors to summarise" onRetry={load.reload}>
        <HTMLTable compact striped className="pt-rfq-summary" aria-labelledby="rfq-vendor-summary-title">
          <thead>
            <tr>
              <th scope="col">Vendor</th>
              <th scope="col">Status</th>
              <th scope="col">Lanes bid</th>
              <th scope="col">L1</th>
              <th scope="col">L2</th>
              <th scope="col">L3</th>
              <th scope="col">Bid total</th>
              <th scope="col">Lanes allocated</th>
              <th scope="col">Volume allocated</th>
              <th scope="col">Allocated total</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.vendorCompanyId}>
                <td>{r.vendorName}</td>
                <td>{r.status}</td>
                <td className="pt-rfq-num">{r.lanesBid}</td>
                <td className="pt-rfq-num">{r.l1}</td>
                <td className="pt-rfq-num">{r.l2}</td>
                <td className="pt-rfq-num">{r.l3}</td>
                <td className="pt-rfq-num">{money(r.bidTotal)}</td>
                <td className="pt-rfq-num">{r.lanesAllocated}</td>
                <td className="pt-rfq-num">{r.allocatedVolume}</td>
                <td className="pt-rfq-num">{money(r.allocatedTotal)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
    </section>
  );
}

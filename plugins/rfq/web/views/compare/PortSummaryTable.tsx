import { HTMLTable } from '@blueprintjs/core';
import { LoadStates, formatMoney, formatPort, useLoad, useService, HttpClient } from '@portolan/sdk';
import { RFQ_API, type PortSummaryRow } from '../../../shared/types';
import type { Page } from '../../api/rfqApi';
import { SavingPct } from './SavingPct';

/** GET port-summary: per origin and destination port, lanes, volume, baseline, best and allocated totals, saving. */
export function PortSummaryTable({ rfqId, currency }: { rfqId: string; currency: string }) {
  const http = useService(HttpClient);
  const load = useLoad<Page<PortSummaryRow>>(http, `${RFQ_API.portSummary}?rfqId=${encodeURIComponent(rfqId)}`);
  const rows = load.data?.items ?? [];
  const money = (a: string | null) => (a ? formatMoney({ decimal: a }, currency) : '—');
  return (
    <section aria-labelledby="rfq-port-summary-title">
      <h4 id="rfq-port-summary-title" className="bp6-heading">
        Port summary
      </h4>
      <LoadStates isFetching={load.isFetching} error={load.error} empty={!rows.length} emptyText="No ports to summarise" onRetry={load.reload}>
        <HTMLTable compact striped className="pt-rfq-summary" aria-labelledby="rfq-port-summary-title">
          <thead>
            <tr>
              <th scope="col">Side</th>
              <th scope="col">Port</th>
              <th scope="col">Lanes</th>
              <th scope="col">Volume</th>
              <th scope="col">Baseline</th>
              <th scope="col">Best (L1)</th>
              <th scope="col">Allocated</th>
              <th scope="col">Saving</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.side}-${r.port}`}>
                <td>{r.side === 'ORIGIN' ? 'Origin' : 'Destination'}</td>
                <td>{formatPort(r.port)}</td>
                <td className="pt-rfq-num">{r.lanes}</td>
                <td className="pt-rfq-num">{r.volume}</td>
                <td className="pt-rfq-num">{money(r.baselineTotal)}</td>
                <td className="pt-rfq-num">{money(r.bestTotal)}</td>
                <td className="pt-rfq-num">{money(r.allocatedTotal)}</td>
                <td className="pt-rfq-num">
                  <SavingPct pct={r.savingPct} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
    </section>
  );
}

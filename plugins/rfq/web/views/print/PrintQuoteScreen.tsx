import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { HttpClient, LoadStates, NotificationBus, formatDate, formatDateTime, saveBlob, useCommands, useLoad, useService } from '@portolan/sdk';
import { containerTypeByCode } from '@portolan/sdk/shared';
import { RFQ_API, type AwardedLane, type Rfq, type VendorRfq } from '../../../shared/types';
import { useRfqApi, type One, type Page } from '../../api/rfqApi';
import { money } from '../rfqs/money';
import { awardSummaryOf } from './awardSummaryOf';

/** A4, no chrome or buttons, no lane row split over two pages. */
const PRINT_STYLES = `
@page { size: A4 landscape; margin: 14mm 12mm; }
@media print {
  .pt-no-print, .bp6-navbar, nav, .bp6-toast-container { display: none !important; }
  body, .pt-award-summary { background: #fff !important; color: #000 !important; }
  .pt-award-summary { max-width: none !important; margin: 0 !important; padding: 0 !important; box-shadow: none !important; }
  .pt-award-summary tr, .pt-award-summary section { break-inside: avoid; page-break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}`;

const right = { textAlign: 'right' as const };

/** The award summary of one owner's RFQ, ready to print. */
function AwardDocument({ rfq, awarded, actions }: { rfq: Rfq; awarded: readonly AwardedLane[]; actions: ReactNode }) {
  const summary = awardSummaryOf(rfq, awarded);
  const c = rfq.currency;
  return (
    <article className="pt-award-summary" aria-labelledby="award-title" style={{ maxWidth: 1100, margin: '0 auto', padding: 24, background: '#fff' }}>
      <header style={{ display: 'flex', justifyContent: 'space-between', gap: 16, alignItems: 'flex-start' }}>
        <div>
          <h1 id="award-title" className="pt-page-title" style={{ margin: 0 }}>
            Award summary · {rfq.reference}
          </h1>
          <p style={{ margin: '4px 0' }}>{rfq.title}</p>
          <p className="bp6-text-muted" style={{ margin: 0 }}>
            Contract {formatDate(rfq.contractFrom)} – {formatDate(rfq.contractTo)} · {rfq.lanes.length} lanes · {rfq.round} round{rfq.round === 1 ? '' : 's'}
            {rfq.awardedAt ? ` · awarded ${formatDateTime(rfq.awardedAt)}` : ''}
          </p>
        </div>
        <div className="pt-no-print" style={{ display: 'flex', gap: 8 }}>
          {actions}
        </div>
      </header>
      <section aria-labelledby="award-totals-title" style={{ marginTop: 16 }}>
        <h2 id="award-totals-title" className="bp6-heading" style={{ fontSize: 16 }}>
          Totals
        </h2>
        <dl aria-label="Award totals" style={{ display: 'flex', gap: 32, flexWrap: 'wrap', margin: 0 }}>
          <div>
            <dt className="bp6-text-muted">Awarded total</dt>
            <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{money(summary.awardedTotal, c)}</dd>
          </div>
          <div>
            <dt className="bp6-text-muted">Baseline (lanes with one)</dt>
            <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{money(summary.baselineTotal, c)}</dd>
          </div>
          <div>
            <dt className="bp6-text-muted">Saving vs baseline</dt>
            <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>
              {money(summary.saving, c)}
              {summary.savingPct !== null ? ` (${summary.savingPct} %)` : ''}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="award-vendors-title" style={{ marginTop: 16 }}>
        <h2 id="award-vendors-title" className="bp6-heading" style={{ fontSize: 16 }}>
          By vendor
        </h2>
        <HTMLTable compact aria-label="Awarded by vendor">
          <thead>
            <tr>
              <th scope="col">Vendor</th>
              <th scope="col" style={right}>
                Lanes
              </th>
              <th scope="col" style={right}>
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.vendors.map((v) => (
              <tr key={v.vendorName}>
                <td>{v.vendorName}</td>
                <td style={right}>{v.lanes}</td>
                <td style={right}>{money(v.value, c)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </section>
      <section aria-labelledby="award-lanes-title" style={{ marginTop: 16 }}>
        <h2 id="award-lanes-title" className="bp6-heading" style={{ fontSize: 16 }}>
          Lanes
        </h2>
        <HTMLTable compact striped aria-label="Awarded lanes" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Lane</th>
              <th scope="col">Container</th>
              <th scope="col" style={right}>
                Volume
              </th>
              <th scope="col">Awarded to (share · rate)</th>
              <th scope="col" style={right}>
                Baseline
              </th>
              <th scope="col" style={right}>
                Awarded value
              </th>
              <th scope="col" style={right}>
                Saving
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.lanes.map((l) => (
              <tr key={l.lane._id}>
                <td>{l.lane.lineNo}</td>
                <td>
                  {l.lane.origin} → {l.lane.destination}
                </td>
                <td>{containerTypeByCode(l.lane.containerType)?.name ?? l.lane.containerType}</td>
                <td style={right}>{l.lane.volume.toLocaleString('en')}</td>
                <td>
                  {l.shares.length
                    ? l.shares.map((s) => (
                        <div key={s.vendorName}>
                          {s.vendorName} · {s.sharePct} % · {money(s.amount, c)}
                        </div>
                      ))
                    : 'Not awarded'}
                </td>
                <td style={right}>{money(l.lane.baselineAmount, c)}</td>
                <td style={right}>{money(l.awardedValue, c)}</td>
                <td style={right}>{money(l.saving, c)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={6}>
                Total
              </th>
              <td style={{ ...right, fontWeight: 600 }}>{money(summary.awardedTotal, c)}</td>
              <td style={{ ...right, fontWeight: 600 }}>{money(summary.saving, c)}</td>
            </tr>
          </tfoot>
        </HTMLTable>
      </section>
    </article>
  );
}

/**
 * `/rfq/print-quote?id=<rfq>` (no chrome): the award summary of an awarded RFQ — contract period, each
 * lane's vendor(s) with share and rate, values, totals and the saving against the baseline — with a
 * print stylesheet, Print and Download PDF (`award.pdf`; a vendor gets its own award letter there).
 */
export default function PrintQuoteScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const http = useService(HttpClient);
  const api = useRfqApi();
  const notify = useService(NotificationBus);
  const loaded = useLoad<One<Rfq | VendorRfq>>(http, id ? `${RFQ_API.rfqs}/${encodeURIComponent(id)}` : undefined);
  const record = loaded.data?.record;
  const owner = record?.view === 'owner' && record.status === 'AWARDED';
  const awarded = useLoad<Page<AwardedLane>>(http, owner ? `${RFQ_API.vendorAwarded}?rfqId=${encodeURIComponent(id)}` : undefined);
  const [downloading, setDownloading] = useState(false);
  const pdf = async () => {
    setDownloading(true);
    const answer = await api.downloadAwardPdf(id);
    setDownloading(false);
    if (answer.ok && answer.data) saveBlob(answer.data, `${record?.reference ?? 'rfq'}-award.pdf`);
    else notify.failure(`Failed to download the PDF: ${answer.errorMessage ?? ''}`);
  };
  useEffect(() => {
    if (record) document.title = `Award summary · ${record.reference}`;
  }, [record]);
  useCommands(
    [
      { id: 'print-award', title: 'Print award summary', run: () => window.print() },
      { id: 'award-pdf', title: 'Download award PDF', run: () => void pdf() },
    ],
    [id, record?.reference],
  );
  if (!id) return <NonIdealState icon="document" title="No RFQ chosen" description="Open the award summary from an awarded RFQ's page." />;
  const actions = (
    <>
      <Button icon="print" text="Print" onClick={() => window.print()} />
      <a
        href={api.awardPdfUrl(id)}
        className="bp6-button bp6-intent-primary"
        onClick={(e) => {
          e.preventDefault();
          void pdf();
        }}
        aria-busy={downloading || undefined}
      >
        Download PDF
      </a>
    </>
  );
  return (
    <main style={{ background: '#F6F7F9', minHeight: '100vh', padding: '16px 0' }}>
      <style>{PRINT_STYLES}</style>
      <LoadStates isFetching={loaded.isFetching} error={loaded.error} empty={!record} emptyText="RFQ not found" onRetry={loaded.reload}>
        {record?.view === 'vendor' ? (
          <NonIdealState icon="document" title={`${record.reference}: your award letter`} description="The award letter lists the lanes awarded to you." action={record.status === 'AWARDED' ? actions : undefined} />
        ) : record && record.status !== 'AWARDED' ? (
          <NonIdealState icon="document" title="Not awarded yet" description={`${record.reference} is ${record.status.toLowerCase().replace(/_/g, ' ')}; the award summary exists once it is awarded.`} />
        ) : (
          record && (
            <LoadStates isFetching={awarded.isFetching} error={awarded.error} empty={!awarded.data} emptyText="No awarded lanes" onRetry={awarded.reload}>
              <AwardDocument rfq={record} awarded={awarded.data?.items ?? []} actions={actions} />
            </LoadStates>
          )
        )}
      </LoadStates>
    </main>
  );
}

import { Link, useSearchParams } from 'react-router-dom';
import { Button, ButtonGroup, Callout, HTMLTable } from '@blueprintjs/core';
import { ChartCard, ChartTable, LoadStates, SeriesBarChart, formatMoney, minorToDecimal, useAnswer } from '@portolan/sdk';
import { AGEING_BUCKETS, type AgeingReport } from '../../../shared/types';
import { usePaymentsApi } from '../../api/paymentsApi';

const BUCKET_TITLES: Record<(typeof AGEING_BUCKETS)[number], string> = { current: 'Current', '1-30': '1–30 days', '31-60': '31–60 days', '61-90': '61–90 days', '90+': 'Over 90 days' };

function AgeingChart({ report }: { report: AgeingReport }) {
  const title = `Ageing of ${report.side} (${report.currency})`;
  const format = (v: string | number) => formatMoney({ decimal: String(v) }, report.currency);
  const amountOf = (bucket: string) => report.buckets.find((b) => b.bucket === bucket);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(360px, 2fr) minmax(280px, 1fr)', gap: 12 }}>
      <ChartCard title={title} headingLevel={2}>
        {(view) =>
          view === 'table' ? (
            <ChartTable label={title} columns={['Bucket', report.currency]} rows={AGEING_BUCKETS.map((b) => [BUCKET_TITLES[b], format(minorToDecimal(amountOf(b)?.amountMinor ?? 0, report.currency))])} />
          ) : (
            <SeriesBarChart
              title={title}
              stacked
              series={AGEING_BUCKETS.map((b) => ({ key: b, label: BUCKET_TITLES[b] }))}
              categories={[{ label: 'Outstanding', values: Object.fromEntries(AGEING_BUCKETS.map((b) => [b, minorToDecimal(amountOf(b)?.amountMinor ?? 0, report.currency)])) }]}
              orientation="horizontal"
              format={format}
              width={520}
            />
          )
        }
      </ChartCard>
      <HTMLTable compact striped aria-label={`${title} by bucket`}>
        <thead>
          <tr>
            <th>Bucket</th>
            <th>Invoices</th>
            <th>Amount</th>
          </tr>
        </thead>
        <tbody>
          {AGEING_BUCKETS.map((b) => (
            <tr key={b}>
              <td>{BUCKET_TITLES[b]}</td>
              <td>{amountOf(b)?.count ?? 0}</td>
              <td>{formatMoney({ minor: amountOf(b)?.amountMinor ?? 0 }, report.currency)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Total</th>
            <td />
            <td>
              <strong>{formatMoney({ minor: report.totalMinor }, report.currency)}</strong>
            </td>
          </tr>
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** `/payments/ageing?side=`: receivables or payables by age bucket (chart and table), per counterparty with a link to its statement. */
export default function AgeingView() {
  const api = usePaymentsApi();
  const [params, setParams] = useSearchParams();
  const side = params.get('side') === 'payables' ? 'payables' : 'receivables';
  const report = useAnswer(() => api.ageing(side), side);
  const r = report.data;
  return (
    <section aria-labelledby="ageing-title">
      <h1 id="ageing-title" className="pt-page-title">
        Ageing
      </h1>
      <ButtonGroup aria-label="Side" style={{ marginBottom: 8 }}>
        {(['receivables', 'payables'] as const).map((s) => (
          <Button key={s} size="small" text={s === 'receivables' ? 'Receivables' : 'Payables'} active={side === s} aria-pressed={side === s} onClick={() => setParams({ side: s }, { replace: true })} />
        ))}
      </ButtonGroup>
      {report.error && (
        <Callout intent="danger" role="alert" title="Could not load the ageing">
          {report.error} <Button size="small" text="Retry" onClick={report.reload} />
        </Callout>
      )}
      {!r && !report.error && <LoadStates isFetching={report.isFetching} empty emptyText="No figures">{null}</LoadStates>}
      {r && (
        <>
          <AgeingChart report={r} />
          <HTMLTable compact striped aria-label={`${side === 'receivables' ? 'Customers' : 'Vendors'} by age`} style={{ width: '100%', marginTop: 12 }}>
            <thead>
              <tr>
                <th>{side === 'receivables' ? 'Customer' : 'Vendor'}</th>
                {AGEING_BUCKETS.map((b) => (
                  <th key={b}>{BUCKET_TITLES[b]}</th>
                ))}
                <th>Total</th>
              </tr>
            </thead>
            <tbody>
              {r.byCounterparty.map((c) => (
                <tr key={c.companyId ?? c.name}>
                  <td>{c.companyId ? <Link to={`/payments/statements/${encodeURIComponent(c.companyId)}`}>{c.name}</Link> : c.name}</td>
                  {AGEING_BUCKETS.map((b) => (
                    <td key={b}>{formatMoney({ minor: c[b] }, r.currency)}</td>
                  ))}
                  <td>{formatMoney({ minor: c.totalMinor }, r.currency)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </section>
  );
}

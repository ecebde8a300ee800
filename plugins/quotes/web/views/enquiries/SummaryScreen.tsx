import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, FormGroup, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { BarChart, HttpClient, LoadStates, formatMoney, useLoad, useService } from '@portolan/sdk';
import { QUOTES_API, type EnquirySummary } from '../../../shared/types';
import { ENQUIRY_STATES } from '../../../shared/states';
import { SummaryFigures, monthLabel } from './SummaryStrip';
import { words } from './enquiryStatusIntent';

const CURRENCIES = ['USD', 'EUR', 'INR', 'GBP'];

/** `<prefix>/summary`: the figures for a chosen range and currency, enquiries and revenue by month (charts and a table). */
export default function SummaryScreen({ base }: { base: string }) {
  const [range, setRange] = useState({ from: '', to: '', currency: 'USD' });
  const [asked, setAsked] = useState(range);
  const query = new URLSearchParams(Object.entries(asked).filter(([, v]) => v) as Array<[string, string]>).toString();
  const summary = useLoad<{ record: EnquirySummary }>(useService(HttpClient), `${QUOTES_API.summary}${query ? `?${query}` : ''}`);
  const s = summary.data?.record;
  const money = (v: string) => (s ? formatMoney({ decimal: v }, s.currency) : v);
  return (
    <section aria-labelledby="summary-title">
      <Link to={base}>← Enquiries</Link>
      <h1 id="summary-title" className="pt-page-title">
        Enquiry summary
      </h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(range);
        }}
        style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}
      >
        <FormGroup label="From" labelFor="summary-from">
          <InputGroup id="summary-from" type="date" value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} />
        </FormGroup>
        <FormGroup label="To" labelFor="summary-to">
          <InputGroup id="summary-to" type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} />
        </FormGroup>
        <FormGroup label="Currency" labelFor="summary-currency">
          <HTMLSelect id="summary-currency" value={range.currency} onChange={(e) => setRange({ ...range, currency: e.target.value })}>
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup>
          <Button type="submit" intent="primary" text="Show" />
        </FormGroup>
      </form>
      {!s ? (
        <LoadStates isFetching={summary.isFetching} error={summary.error} empty={false} emptyText="No figures" onRetry={summary.reload}>
          {null}
        </LoadStates>
      ) : (
        <>
          <Card compact style={{ marginBottom: 12 }}>
            <p className="bp6-text-muted">
              {s.from} – {s.to}: {s.enquiries} enquiries received, {s.won} won, {s.lost} lost. Other currencies are converted with your exchange-rate table.
            </p>
            <SummaryFigures summary={s} />
          </Card>
          <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
            <BarChart title="Enquiries received by month" bars={s.byMonth.map((m) => ({ label: monthLabel(m.month), value: m.received }))} labels={{ x: 'Month', value: 'Enquiries' }} />
            <BarChart title={`Revenue quoted by month (${s.currency})`} bars={s.byMonth.map((m) => ({ label: monthLabel(m.month), value: m.revenueQuoted }))} labels={{ x: 'Month', value: s.currency }} format={(v) => Number(v).toLocaleString('en')} />
          </div>
          <HTMLTable compact striped aria-label="Enquiries and revenue by month" style={{ marginTop: 12 }}>
            <thead>
              <tr>
                <th>Month</th>
                <th>Received</th>
                <th>Quoted</th>
                <th>Won</th>
                <th>Lost</th>
                <th>Revenue quoted</th>
                <th>Revenue won</th>
              </tr>
            </thead>
            <tbody>
              {s.byMonth.map((m) => (
                <tr key={m.month}>
                  <td>{monthLabel(m.month)}</td>
                  <td>{m.received}</td>
                  <td>{m.quoted}</td>
                  <td>{m.won}</td>
                  <td>{m.lost}</td>
                  <td>{money(m.revenueQuoted)}</td>
                  <td>{money(m.revenueWon)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <p>
            By status: {ENQUIRY_STATES.map((st) => `${words(st)} ${s.byStatus[st]}`).join(' · ')}
          </p>
        </>
      )}
    </section>
  );
}

import { Link } from 'react-router-dom';
import { Card } from '@blueprintjs/core';
import { BarChart, HttpClient, LoadStates, formatMoney, useLoad, useService } from '@portolan/sdk';
import { QUOTES_API, type EnquirySummary } from '../../../shared/types';

/** "62 %", "—" when nothing was decided. */
export function percent(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)} %`;
}

/** "5.5 h", "2.1 days". */
export function hoursText(hours: number | null): string {
  if (hours === null) return '—';
  return hours < 48 ? `${hours.toLocaleString('en', { maximumFractionDigits: 1 })} h` : `${(hours / 24).toLocaleString('en', { maximumFractionDigits: 1 })} days`;
}

/** The figures as labelled numbers. */
export function SummaryFigures({ summary }: { summary: EnquirySummary }) {
  const figures: Array<[string, string]> = [
    ['Win rate', percent(summary.winRate)],
    ['Quotes sent', summary.quotesSent.toLocaleString('en')],
    ['Average response', hoursText(summary.averageResponseHours)],
    ['Revenue quoted', formatMoney({ decimal: summary.revenueQuoted }, summary.currency)],
    ['Revenue won', formatMoney({ decimal: summary.revenueWon }, summary.currency)],
  ];
  return (
    <dl aria-label="Enquiry figures" style={{ display: 'flex', gap: 28, flexWrap: 'wrap', margin: 0 }}>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt className="bp6-text-muted">{label}</dt>
          <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The month label of `YYYY-MM` ("Mar 26"). */
export function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en', { month: 'short', year: '2-digit', timeZone: 'UTC' });
}

/** The list's header: the last 12 months' figures and enquiries received by month (a small chart), with a link to the full summary. */
export function SummaryStrip({ base }: { base: string }) {
  const summary = useLoad<{ record: EnquirySummary }>(useService(HttpClient), QUOTES_API.summary);
  const s = summary.data?.record;
  return (
    <Card compact style={{ marginBottom: 12 }}>
      {!s ? (
        <LoadStates isFetching={summary.isFetching} error={summary.error} empty={false} emptyText="No figures yet" errorTitle="Could not load the figures" onRetry={summary.reload}>
          {null}
        </LoadStates>
      ) : (
        <div style={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}>
          <div>
            <SummaryFigures summary={s} />
            <Link to={`${base}/summary`}>Full summary (last 12 months) →</Link>
          </div>
          <BarChart title="Enquiries received by month" bars={s.byMonth.map((m) => ({ label: monthLabel(m.month), value: m.received }))} labels={{ x: 'Month', value: 'Enquiries' }} width={420} height={120} />
        </div>
      )}
    </Card>
  );
}

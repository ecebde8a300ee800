import { useState, type ReactNode } from 'react';
import { Button, ButtonGroup, Card, HTMLSelect } from '@blueprintjs/core';
import { LoadStates, useAnswer, type ApiResult } from '@portolan/sdk';
import type { AggregateAnswer } from '../../../shared/types';

export type ChartView = 'chart' | 'table';

export interface AggregateCardProps<T> {
  /** The card's heading and the name of its controls. */
  title: string;
  /** Loads the aggregate in a currency (the server's default when none is chosen). */
  load: (currency: string | undefined) => Promise<ApiResult<AggregateAnswer<T>>>;
  /** Changes when the period or supplier changes (the card loads again). */
  queryKey: string;
  emptyText: string;
  /** Draws the answer as a chart or as a table. */
  children: (answer: AggregateAnswer<T>, view: ChartView) => ReactNode;
}

/**
 * One chart of the analytics panel: its aggregate loaded (loading, error with Retry, empty), a Chart /
 * Table switch (the table is the same numbers for reading and copying) and, when the orders use several
 * currencies, the currency the figures are in.
 */
export function AggregateCard<T>({ title, load, queryKey, emptyText, children }: AggregateCardProps<T>) {
  const [view, setView] = useState<ChartView>('chart');
  const [currency, setCurrency] = useState<string | undefined>();
  const answer = useAnswer(() => load(currency), `${queryKey}|${currency ?? ''}`);
  const data = answer.data;
  const headingId = `orders-chart-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card compact aria-labelledby={headingId} role="region" style={{ minWidth: 0 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginBottom: 6 }}>
        <h3 id={headingId} className="bp6-heading" style={{ fontSize: 14, margin: 0, flex: 1 }}>
          {title}
        </h3>
        {data && data.currencies.length > 1 && (
          <HTMLSelect aria-label={`Currency of ${title}`} value={currency ?? data.currency} onChange={(e) => setCurrency(e.target.value)} options={data.currencies} />
        )}
        <ButtonGroup role="group" aria-label={`${title}: show as`}>
          <Button size="small" icon="timeline-bar-chart" text="Chart" active={view === 'chart'} aria-pressed={view === 'chart'} onClick={() => setView('chart')} />
          <Button size="small" icon="th" text="Table" active={view === 'table'} aria-pressed={view === 'table'} onClick={() => setView('table')} />
        </ButtonGroup>
      </div>
      <LoadStates isFetching={answer.isFetching} error={answer.error} empty={!data?.items.length} emptyText={emptyText} onRetry={answer.reload}>
        {/* A fixed height keeps the orders table in view; the card scrolls (and takes focus to scroll by keyboard). */}
        <div tabIndex={0} role="group" aria-label={`${title} (scrolls)`} style={{ maxHeight: 280, overflowY: 'auto' }}>
          {data && children(data, view)}
        </div>
      </LoadStates>
    </Card>
  );
}

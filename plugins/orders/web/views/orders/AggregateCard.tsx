import { useState, type ReactNode } from 'react';
import { ChartCard, LoadStates, useAnswer, type ApiResult, type ChartView } from '@portolan/sdk';
import type { AggregateAnswer } from '../../../shared/types';

export type { ChartView } from '@portolan/sdk';

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
 * One chart of the analytics panel: its aggregate loaded (loading, error with Retry, empty) in the SDK's
 * ChartCard (heading, Chart / Table switch and, when the orders use several currencies, the currency the
 * figures are in). The body has a fixed height so the orders table stays in view.
 */
export function AggregateCard<T>({ title, load, queryKey, emptyText, children }: AggregateCardProps<T>) {
  const [currency, setCurrency] = useState<string | undefined>();
  const answer = useAnswer(() => load(currency), `${queryKey}|${currency ?? ''}`);
  const data = answer.data;
  const nothing = Boolean(answer.error) || !data?.items.length;
  return (
    <ChartCard
      title={title}
      currencies={data?.currencies}
      currency={currency ?? data?.currency}
      onCurrencyChange={setCurrency}
      maxBodyHeight={280}
      status={nothing ? <LoadStates isFetching={answer.isFetching} error={answer.error} empty={!data?.items.length} emptyText={emptyText} onRetry={answer.reload}>{null}</LoadStates> : undefined}
    >
      {(view) => data && children(data, view)}
    </ChartCard>
  );
}

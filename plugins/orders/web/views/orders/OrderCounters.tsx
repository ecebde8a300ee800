import { Button, Callout } from '@blueprintjs/core';
import { useAnswer, type Query, type UrlQueryState } from '@portolan/sdk';
import { ORDER_STATES } from '../../../shared/states';
import { useOrdersApi } from '../../api/ordersApi';
import { ORDER_STATE_TITLES } from './orderStateTitles';

export interface OrderCountersProps {
  /** The list's view (`status`, `late` are what the counters set). */
  view: UrlQueryState;
  setView: (changes: UrlQueryState) => void;
  /** The list's other filters and search: the counters count under them. */
  query: Query;
}

/**
 * The orders per status and the late ones (GET summary, `statuses` and `late`), under the list's other
 * filters. Each counter is a toggle: pressing it filters the list by that status (or to late orders);
 * pressing the active one again clears it.
 */
export function OrderCounters({ view, setView, query }: OrderCountersProps) {
  const api = useOrdersApi();
  const summary = useAnswer(() => api.summary(query), JSON.stringify(query));
  const figures = summary.data;
  if (summary.error) {
    return (
      <Callout intent="danger" title="Could not load the figures" role="alert" style={{ marginBottom: 8 }}>
        {summary.error} <Button size="small" variant="minimal" intent="danger" text="Retry" onClick={summary.reload} />
      </Callout>
    );
  }
  const count = (n: number | undefined) => (figures ? String(n ?? 0) : '…');
  const lateActive = view.late === 'true';
  return (
    <div role="group" aria-label="Orders by status" aria-busy={summary.isFetching || undefined} style={{ display: 'flex', gap: 6, flexWrap: 'wrap', margin: '4px 0 8px' }}>
      <Button size="small" variant={!view.status && !lateActive ? 'solid' : 'outlined'} active={!view.status && !lateActive} aria-pressed={!view.status && !lateActive} onClick={() => setView({ status: undefined, late: undefined })}>
        All {count(figures?.total)}
      </Button>
      {ORDER_STATES.map((state) => {
        const active = view.status === state;
        return (
          <Button key={state} size="small" variant={active ? 'solid' : 'outlined'} intent={active ? 'primary' : 'none'} active={active} aria-pressed={active} onClick={() => setView({ status: active ? undefined : state })}>
            {ORDER_STATE_TITLES[state]} {count(figures?.statuses[state])}
          </Button>
        );
      })}
      <Button size="small" variant={lateActive ? 'solid' : 'outlined'} intent="danger" icon="time" active={lateActive} aria-pressed={lateActive} onClick={() => setView({ late: lateActive ? undefined : 'true' })}>
        Late {count(figures?.late)}
      </Button>
    </div>
  );
}

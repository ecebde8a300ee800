import { Button, Callout } from '@blueprintjs/core';
import { useAnswer, type UrlQueryState } from '@portolan/sdk';
import { BOOKING_STATES } from '../../shared/states';
import { useBookingsApi } from '../api/bookingsApi';
import { BOOKING_STATE_TITLES } from './bookingWords';

/**
 * The bookings per state and those waiting for the caller (BOOKINGS_API.summary). Each counter is a
 * toggle: it filters the list by that state (or to the bookings waiting for me); pressed again, clears it.
 */
export function BookingCounters({ view, setView, reloads }: { view: UrlQueryState; setView: (changes: UrlQueryState) => void; reloads: number }) {
  const api = useBookingsApi();
  const summary = useAnswer(() => api.summary(), String(reloads));
  const figures = summary.data;
  if (summary.error) {
    return (
      <Callout intent="danger" title="Could not load the counters" role="alert" style={{ marginBottom: 8 }}>
        {summary.error} <Button size="small" variant="minimal" intent="danger" text="Retry" onClick={summary.reload} />
      </Callout>
    );
  }
  const count = (n: number | undefined) => (figures ? String(n ?? 0) : '…');
  const total = figures ? Object.values(figures.byStatus).reduce((sum, n) => sum + (n ?? 0), 0) : undefined;
  const waiting = view.waiting === 'true';
  const none = !view.status && !waiting;
  return (
    <div role="group" aria-label="Bookings by status" aria-busy={summary.isFetching || undefined} style={{ display: 'flex', gap: 6, flexWrap: 'wrap', margin: '4px 0 8px' }}>
      <Button size="small" variant={none ? 'solid' : 'outlined'} active={none} aria-pressed={none} onClick={() => setView({ status: undefined, waiting: undefined })}>
        All {count(total)}
      </Button>
      <Button size="small" icon="notifications" intent="warning" variant={waiting ? 'solid' : 'outlined'} active={waiting} aria-pressed={waiting} onClick={() => setView({ waiting: waiting ? undefined : 'true', status: undefined })}>
        Waiting for me {count(figures?.waitingForMe)}
      </Button>
      {BOOKING_STATES.filter((s) => !figures || figures.byStatus[s] || view.status === s).map((state) => {
        const active = view.status === state;
        return (
          <Button key={state} size="small" variant={active ? 'solid' : 'outlined'} intent={active ? 'primary' : 'none'} active={active} aria-pressed={active} onClick={() => setView({ status: active ? undefined : state, waiting: undefined })}>
            {BOOKING_STATE_TITLES[state]} {count(figures?.byStatus[state])}
          </Button>
        );
      })}
    </div>
  );
}

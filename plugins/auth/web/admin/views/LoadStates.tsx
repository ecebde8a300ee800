import type { ReactNode } from 'react';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';

/** Loading, error (with the server's message or the SPEC §8 text) and empty states of one list. */
export function LoadStates({ isFetching, error, empty, emptyText, onRetry, children }: { isFetching: boolean; error?: string; empty: boolean; emptyText: string; onRetry: () => void; children: ReactNode }) {
  if (error) {
    return (
      <Callout intent="danger" title="Could not load" role="alert" className="pt-admin__callout">
        {error} <Button size="small" variant="minimal" intent="danger" text="Retry" onClick={onRetry} />
      </Callout>
    );
  }
  if (isFetching && empty) return <Spinner size={24} aria-label="Loading" className="pt-admin__spinner" />;
  if (empty) return <NonIdealState icon="inbox" title={emptyText} className="pt-admin__empty" />;
  return <>{children}</>;
}

export function formatDate(value?: string | null): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

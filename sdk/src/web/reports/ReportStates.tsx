import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { ReportResult } from '../../shared/reports';
import type { LoadState } from '../useLoad';

export interface ReportStatesProps {
  state: LoadState<ReportResult>;
  /** The empty state's title. */
  emptyText: string;
  children: (result: ReportResult) => ReactNode;
}

/**
 * A report's loading, error and empty states: a spinner on the first load, the server's message with a
 * Retry on an error, `emptyText` when no row matches; else the children (kept while a reload runs).
 */
export function ReportStates({ state, emptyText, children }: ReportStatesProps) {
  if (state.error) {
    return (
      <div role="alert">
        <NonIdealState icon="error" title="Could not load the report" description={state.error} action={<Button size="small" text="Retry" onClick={state.reload} />} layout="horizontal" className="pt-report-error" />
      </div>
    );
  }
  if (!state.data) return <Spinner size={24} aria-label="Loading" className="pt-report-loading" />;
  if (state.data.rows.length === 0) return <NonIdealState icon="search" title={emptyText} description="Widen the dates or clear a filter." layout="horizontal" className="pt-report-empty" />;
  return <>{children(state.data)}</>;
}

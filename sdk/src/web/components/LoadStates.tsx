import type { ReactNode } from 'react';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';

export interface LoadStatesProps {
  /** A load is under way. */
  isFetching: boolean;
  /** SPEC §8 text of the failed load (the server's message, "Server Error" or "Network Error"). */
  error?: string;
  /** Nothing to show (no rows, no record). */
  empty: boolean;
  /** What "empty" means here, e.g. 'No documents yet'. */
  emptyText: string;
  /** A second line under the empty title. */
  emptyDescription?: ReactNode;
  /** Loads again; offered beside the error. */
  onRetry?: () => void;
  /** @default 'Could not load' */
  errorTitle?: string;
  /** What shows once loaded and not empty. */
  children: ReactNode;
}

/**
 * The loading, error and empty states of anything a screen loads (a list, a record): an error shows
 * the server's message with a Retry; a first load shows a spinner; nothing loaded shows `emptyText`;
 * otherwise the children (which stay on screen while a reload runs).
 */
export function LoadStates({ isFetching, error, empty, emptyText, emptyDescription, onRetry, errorTitle = 'Could not load', children }: LoadStatesProps) {
  if (error) {
    return (
      <Callout intent="danger" title={errorTitle} role="alert" className="pt-load-error">
        {error} {onRetry && <Button size="small" variant="minimal" intent="danger" text="Retry" onClick={onRetry} />}
      </Callout>
    );
  }
  if (isFetching && empty) return <Spinner size={24} aria-label="Loading" className="pt-load-spinner" />;
  if (empty) return <NonIdealState icon="inbox" title={emptyText} description={emptyDescription} className="pt-load-empty" />;
  return <>{children}</>;
}
LoadStates.displayName = 'Portolan.LoadStates';

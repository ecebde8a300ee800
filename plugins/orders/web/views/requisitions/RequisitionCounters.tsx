import { Button, ButtonGroup, Card } from '@blueprintjs/core';
import { HttpClient, LoadStates, useLoad, useService } from '@portolan/sdk';
import { REQUISITION_STATES } from '../../../shared/states';
import { ORDERS_API } from '../../../shared/types';
import { recordOf, type RequisitionsSummary } from '../../api/sourcingApi';
import { stateWords } from './stateWords';

export interface RequisitionCountersProps {
  /** The status filtered on ('' for all). */
  status: string;
  onStatus: (status: string) => void;
}

/** The requisitions per status (`requisitions/summary`): each counter filters the list; pressed again, it clears. */
export function RequisitionCounters({ status, onStatus }: RequisitionCountersProps) {
  const summary = useLoad<unknown>(useService(HttpClient), ORDERS_API.requisitionsSummary);
  const s = recordOf<RequisitionsSummary>(summary.data);
  return (
    <Card compact style={{ marginBottom: 12 }}>
      {!s?.statuses ? (
        <LoadStates isFetching={summary.isFetching} error={summary.error} empty emptyText="No figures yet" errorTitle="Could not load the counters" onRetry={summary.reload}>
          {null}
        </LoadStates>
      ) : (
        <ButtonGroup role="group" aria-label="Requisitions by status" style={{ flexWrap: 'wrap', gap: 4 }}>
          <Button variant="minimal" active={!status} aria-pressed={!status} text={`All ${s.total}`} onClick={() => onStatus('')} />
          {REQUISITION_STATES.map((state) => (
            <Button
              key={state}
              variant="minimal"
              active={status === state}
              aria-pressed={status === state}
              text={`${stateWords(state)} ${s.statuses[state] ?? 0}`}
              onClick={() => onStatus(status === state ? '' : state)}
            />
          ))}
        </ButtonGroup>
      )}
    </Card>
  );
}

import { Card } from '@blueprintjs/core';
import { HttpClient, LoadStates, useLoad, useService } from '@portolan/sdk';
import { RFQ_STATES } from '../../../shared/states';
import { RFQ_API, type RfqSummary } from '../../../shared/types';
import type { One } from '../../api/rfqApi';
import { stateWords } from '../vendor/stateWords';
import { money } from './money';

/** The list's header: RFQs by state (open for bids and waiting for approval first) and the savings of awarded RFQs per currency. */
export function RfqSummaryStrip() {
  const summary = useLoad<One<RfqSummary>>(useService(HttpClient), RFQ_API.summary);
  const s = summary.data?.record;
  return (
    <Card compact style={{ marginBottom: 12 }}>
      {!s ? (
        <LoadStates isFetching={summary.isFetching} error={summary.error} empty emptyText="No figures yet" errorTitle="Could not load the figures" onRetry={summary.reload}>
          {null}
        </LoadStates>
      ) : (
        <dl aria-label="RFQ figures" style={{ display: 'flex', gap: 28, flexWrap: 'wrap', margin: 0 }}>
          <Figure label="Open for bids" value={String(s.openForBids)} />
          <Figure label="Waiting for approval" value={String(s.pendingApproval)} />
          {RFQ_STATES.filter((state) => state !== 'OPEN' && state !== 'PENDING_APPROVAL' && s.byStatus[state]).map((state) => (
            <Figure key={state} label={stateWords(state)} value={String(s.byStatus[state])} />
          ))}
          {s.awarded.map((a) => (
            <Figure
              key={a.currency}
              label={`Awarded savings (${a.currency})`}
              value={`${money(a.saving, a.currency)}${a.savingPct === null ? '' : ` · ${a.savingPct} %`}`}
              note={`${money(a.awardedTotal, a.currency)} awarded against ${money(a.baselineTotal, a.currency)} baseline`}
            />
          ))}
        </dl>
      )}
    </Card>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div>
      <dt className="bp6-text-muted">{label}</dt>
      <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{value}</dd>
      {note && <dd className="bp6-text-muted bp6-text-small" style={{ margin: 0 }}>{note}</dd>}
    </div>
  );
}

import { useState } from 'react';
import { Button, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { HttpClient, LoadStates, NotificationBus, formatDateTime, formatMoney, formatPort, useCommands, useLoad, useService } from '@portolan/sdk';
import { RFQ_API, type CompareMatrix, type Negotiation, type Rfq } from '../../../shared/types';
import { useRfqApi, type One, type Page } from '../../api/rfqApi';
import { NewRoundDialog } from './NewRoundDialog';
import './compare.css';

/**
 * The owner's Negotiation tab: every round (GET negotiations) with its items — lane, vendor, the bid when
 * the round opened, the counter-offer and the vendor's revised bid — and "New round…" while the RFQ is
 * closed or negotiating (POST negotiations with the RFQ's version).
 */
export default function NegotiationTab({ rfq, onChanged }: { rfq: Rfq; onChanged: () => void }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const api = useRfqApi();
  const rounds = useLoad<Page<Negotiation>>(http, `${RFQ_API.negotiations}?rfqId=${encodeURIComponent(rfq._id)}`);
  const canOpen = (rfq.status === 'CLOSED' || rfq.status === 'NEGOTIATION') && !rfq.bidsSealed;
  const matrix = useLoad<One<CompareMatrix>>(http, canOpen ? RFQ_API.compare(rfq._id) : undefined);
  const [opening, setOpening] = useState(false);
  const items = [...(rounds.data?.items ?? [])].sort((a, b) => b.round - a.round);
  const laneOf = new Map((matrix.data?.record.lanes ?? []).map((l) => [l.lane._id, l.lane]));
  const rfqLaneOf = new Map(rfq.lanes.map((l) => [l._id, l]));
  const laneText = (laneId: string) => {
    const l = laneOf.get(laneId) ?? rfqLaneOf.get(laneId);
    return l ? `${l.lineNo}. ${formatPort(l.origin)} → ${formatPort(l.destination)}, ${l.containerType}` : laneId;
  };
  const money = (a: string | null) => (a ? formatMoney({ decimal: a }, rfq.currency) : '—');
  useCommands(canOpen ? [{ id: 'rfq-new-round', title: 'New negotiation round…', run: () => setOpening(true) }] : [], [canOpen]);

  return (
    <div className="pt-rfq-panel">
      <div className="pt-rfq-actions">
        {canOpen && <Button intent="primary" icon="exchange" text="New round…" disabled={!matrix.data} onClick={() => setOpening(true)} />}
        {!canOpen && <span className="pt-rfq-lane-meta">A negotiation round opens once bids are in and the RFQ is closed for bids.</span>}
        {rfq.status === 'NEGOTIATION' && rfq.roundDeadline && <Tag intent="warning">Round {rfq.round} open until {formatDateTime(rfq.roundDeadline)}</Tag>}
      </div>
      <LoadStates isFetching={rounds.isFetching} error={rounds.error} empty={!items.length} emptyText="No negotiation rounds yet" onRetry={rounds.reload}>
        {items.map((n) => (
          <Card key={n._id} className="pt-rfq-round" compact>
            <h4 className="bp6-heading" id={`rfq-round-${n._id}`}>
              Round {n.round} <Tag intent={n.status === 'OPEN' ? 'warning' : 'none'}>{n.status === 'OPEN' ? 'Open' : 'Closed'}</Tag>
            </h4>
            <p>
              Deadline {formatDateTime(n.deadline)}
              {n.message && <> — “{n.message}”</>}
            </p>
            <HTMLTable compact striped aria-labelledby={`rfq-round-${n._id}`}>
              <thead>
                <tr>
                  <th scope="col">Lane</th>
                  <th scope="col">Vendor</th>
                  <th scope="col">Previous</th>
                  <th scope="col">Counter-offer</th>
                  <th scope="col">Revised</th>
                </tr>
              </thead>
              <tbody>
                {n.items.map((i) => (
                  <tr key={`${i.laneId}-${i.vendorCompanyId}`}>
                    <td>{laneText(i.laneId)}</td>
                    <td>{i.vendorName}</td>
                    <td className="pt-rfq-num">{money(i.previousAmount)}</td>
                    <td className="pt-rfq-num">{i.counterAmount ? money(i.counterAmount) : 'Best price asked'}</td>
                    <td className="pt-rfq-num">{i.revisedAmount ? money(i.revisedAmount) : 'Not yet'}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </Card>
        ))}
      </LoadStates>
      {opening && matrix.data && (
        <NewRoundDialog
          rfqId={rfq._id}
          version={rfq.version}
          currency={rfq.currency}
          lanes={matrix.data.record.lanes}
          onClose={() => setOpening(false)}
          onSubmit={async (data) => {
            const answer = await api.openNegotiation(data);
            notify.outcome(answer.ok, { success: 'Negotiation round opened', failure: `Failed to open the round: ${answer.errorMessage ?? 'Server Error'}` });
            if (answer.ok) {
              setOpening(false);
              onChanged();
              rounds.reload();
            }
            return answer;
          }}
        />
      )}
    </div>
  );
}

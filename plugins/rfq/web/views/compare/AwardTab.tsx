import { useState } from 'react';
import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { HttpClient, LoadStates, NotificationBus, formatDateTime, formatMoney, formatPort, saveBlob, useCommands, useLoad, useService } from '@portolan/sdk';
import { RFQ_API, type AwardedLane, type CompareMatrix, type Rfq } from '../../../shared/types';
import { useRfqApi, type One, type Page } from '../../api/rfqApi';
import { CreateShipmentsDialog } from './CreateShipmentsDialog';
import './compare.css';

/** The bookings area's new-booking form prefilled from an awarded lane and its vendor (only a URL, no import across areas). */
const bookingLinkOf = (r: AwardedLane) =>
  `/bookings/new?${new URLSearchParams({ source: 'RFQ_LANE', sourceId: r.laneId, pol: r.origin, pod: r.destination, isoType: r.containerType, count: '1', provider: r.vendorCompanyId, contractRef: r.rfqReference }).toString()}`;

/**
 * The owner's Award tab (AWARDED): each awarded lane with its vendor, share and rate, the contract rate
 * it became (a link to the rate inventory) and the shipments created from it; "Create shipments…" per
 * lane (POST createShipmentsFromRFQ) with links to what was created; the award summary to print and its PDF.
 */
export default function AwardTab({ rfq, onChanged }: { rfq: Rfq; onChanged: () => void }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const api = useRfqApi();
  const awarded = rfq.status === 'AWARDED';
  const load = useLoad<Page<AwardedLane>>(http, awarded ? `${RFQ_API.vendorAwarded}?rfqId=${encodeURIComponent(rfq._id)}` : undefined);
  const matrix = useLoad<One<CompareMatrix>>(http, awarded ? RFQ_API.compare(rfq._id) : undefined);
  const [creatingFor, setCreatingFor] = useState<string>();
  const [created, setCreated] = useState<Record<string, Array<{ _id: string; reference: string }>>>({});
  const rows = load.data?.items ?? [];
  const lanes = [...new Set(rows.map((r) => r.laneId))];
  const money = (a: string) => formatMoney({ decimal: a }, rfq.currency);
  const pdf = async () => {
    const answer = await api.downloadAwardPdf(rfq._id);
    if (answer.ok && answer.data) saveBlob(answer.data, `${rfq.reference}-award.pdf`);
    else notify.failure(`Failed to download the award PDF: ${answer.errorMessage ?? 'Server Error'}`);
  };
  useCommands(awarded ? [{ id: 'rfq-award-pdf', title: 'Download the award PDF', run: () => void pdf() }] : [], [awarded, rfq._id]);

  if (!awarded) {
    return (
      <Callout title="Not awarded yet" intent={rfq.status === 'APPROVED' ? 'success' : 'none'}>
        {rfq.status === 'APPROVED' ? 'The allocation is approved: award it with the Award button above. ' : ''}
        The awarded lanes, their contract rates and the shipments created from them show here once the RFQ is awarded.
      </Callout>
    );
  }
  const carriersOf = (laneId: string) =>
    Object.fromEntries((matrix.data?.record.lanes.find((l) => l.lane._id === laneId)?.bids ?? []).map((b) => [b.vendorCompanyId, b.carrier]));
  const awardsOf = (laneId: string) => rows.filter((r) => r.laneId === laneId);

  return (
    <div className="pt-rfq-panel">
      <div className="pt-rfq-actions">
        <span>Awarded {rfq.awardedAt ? formatDateTime(rfq.awardedAt) : ''}</span>
        <Link className="bp6-button" to={`/rfq/print-quote?id=${encodeURIComponent(rfq._id)}`} target="_blank" rel="noopener">
          Print award summary
        </Link>
        <Button icon="document" text="Award PDF" onClick={() => void pdf()} />
      </div>
      <LoadStates isFetching={load.isFetching} error={load.error} empty={!rows.length} emptyText="No awarded lanes" onRetry={load.reload}>
        <HTMLTable compact striped aria-label="Awarded lanes">
          <thead>
            <tr>
              <th scope="col">Lane</th>
              <th scope="col">Vendor</th>
              <th scope="col">Share</th>
              <th scope="col">Rate</th>
              <th scope="col">Contract rate</th>
              <th scope="col">Shipments</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {lanes.flatMap((laneId) =>
              awardsOf(laneId).map((r, i) => (
                <tr key={`${laneId}-${r.vendorCompanyId}`}>
                  {i === 0 && (
                    <td rowSpan={awardsOf(laneId).length}>
                      {formatPort(r.origin)} → {formatPort(r.destination)}, {r.containerType}
                      <div className="pt-rfq-lane-meta">{r.volume} containers</div>
                    </td>
                  )}
                  <td>{r.vendorName}</td>
                  <td className="pt-rfq-num">{r.sharePct} %</td>
                  <td className="pt-rfq-num">{money(r.amount)}</td>
                  <td>
                    <Link to={`/rates/inventory?search=${encodeURIComponent(rfq.reference)}`}>Contract rate {rfq.reference}</Link>
                    <div>
                      <Link to={bookingLinkOf(r)} aria-label={`Book ${r.origin} to ${r.destination}, ${r.containerType} with ${r.vendorName}`}>
                        Book
                      </Link>
                    </div>
                  </td>
                  <td>
                    {r.shipmentCount}
                    {(created[`${laneId}-${r.vendorCompanyId}`] ?? []).map((s) => (
                      <div key={s._id}>
                        <Link to={`/shipments/${s._id}`}>Shipment {s.reference}</Link>
                      </div>
                    ))}
                  </td>
                  {i === 0 && (
                    <td rowSpan={awardsOf(laneId).length}>
                      <Button size="small" icon="add" text="Create shipments…" aria-label={`Create shipments on ${r.origin} to ${r.destination}, ${r.containerType}`} onClick={() => setCreatingFor(laneId)} />
                    </td>
                  )}
                </tr>
              )),
            )}
          </tbody>
        </HTMLTable>
      </LoadStates>
      {creatingFor && (
        <CreateShipmentsDialog
          awards={awardsOf(creatingFor)}
          carriers={carriersOf(creatingFor)}
          onClose={() => setCreatingFor(undefined)}
          onSubmit={async (shipments) => {
            const answer = await api.createShipmentsFromRfq(rfq._id, creatingFor, shipments);
            notify.outcome(answer.ok, { success: 'Shipment created', failure: `Failed to create the shipment: ${answer.errorMessage ?? 'Server Error'}` });
            if (answer.ok && answer.data) {
              const key = `${creatingFor}-${shipments[0].vendorCompanyId}`;
              setCreated((c) => ({ ...c, [key]: [...(c[key] ?? []), ...answer.data!.items] }));
              setCreatingFor(undefined);
              load.reload();
              onChanged();
            }
            return answer;
          }}
        />
      )}
    </div>
  );
}

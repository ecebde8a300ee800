import { Button, Callout } from '@blueprintjs/core';
import { HttpClient, LoadStates, NotificationBus, saveBlob, useLoad, useService } from '@portolan/sdk';
import { RFQ_API, type AwardedLane, type VendorRfq } from '../../../shared/types';
import type { Page, RfqApi } from '../../api/rfqApi';
import { AwardedLanesTable } from './AwardedLanesTable';

/** After the award: won (our awarded lanes, shares and rates, and the award letter) or lost (no one else's prices). */
export function AwardOutcome({ rfq, api, base }: { rfq: VendorRfq; api: RfqApi; base: string }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const won = rfq.invitationStatus === 'AWARDED';
  const awarded = useLoad<Page<AwardedLane>>(http, won ? RFQ_API.vendorAwarded : undefined);
  if (!won) {
    return (
      <Callout intent="warning" icon="info-sign" title="Not awarded to you" role="status">
        {rfq.shipperName} awarded this RFQ to other vendors. Thank you for bidding; your bids stay in your revision history.
      </Callout>
    );
  }
  const lanes = (awarded.data?.items ?? []).filter((l) => l.rfqId === rfq._id);
  const letter = async () => {
    const result = await api.downloadAwardPdf(rfq._id);
    if (result.ok && result.data) saveBlob(result.data, `${rfq.reference}-award-letter.pdf`);
    else notify.failure(result.errorMessage ?? 'Failed to download the award letter');
  };
  return (
    <div>
      <Callout intent="success" icon="endorsed" title="Awarded to you" role="status">
        {rfq.shipperName} awarded you {lanes.length ? `${lanes.length} lane${lanes.length === 1 ? '' : 's'}` : 'lanes'} of this RFQ. The rates below are your contract rates for the period.{' '}
        <Button size="small" icon="document" text="Award letter (PDF)" onClick={() => void letter()} />
      </Callout>
      <h3>Our awarded lanes</h3>
      <LoadStates isFetching={awarded.isFetching} error={awarded.error} empty={!lanes.length} emptyText="No awarded lanes found" onRetry={awarded.reload}>
        <AwardedLanesTable lanes={lanes} label="Our awarded lanes on this RFQ" base={base} showRfq={false} />
      </LoadStates>
    </div>
  );
}

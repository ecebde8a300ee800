import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Tag } from '@blueprintjs/core';
import { HttpClient, LoadStates, ResourceTable, formatDateTime, useCommands, useLoad, useResourceList, useService, type DataColumn, type FilterDef, type ResourceRecord } from '@portolan/sdk';
import { INVITATION_STATES } from '../../../shared/states';
import { RFQ_API, type AwardedLane, type VendorRfqListItem, type VendorRfqSummary } from '../../../shared/types';
import type { Page } from '../../api/rfqApi';
import { AwardedLanesTable } from './AwardedLanesTable';
import { VendorSummaryStrip } from './VendorSummaryStrip';
import { DeadlineCountdown } from './DeadlineCountdown';
import { invitationIntent } from './invitationIntent';
import { rfqBase } from './rfqBase';
import { stateWords } from './stateWords';

/** A row of the list (the SDK's lists take records with any further fields). */
type Row = VendorRfqListItem & ResourceRecord;

const FILTERS: FilterDef[] = [{ id: 'invitationStatus', label: 'Invitation', kind: 'select', options: INVITATION_STATES.map((s) => ({ value: s, label: stateWords(s) })) }];

function columns(base: string): DataColumn<Row>[] {
  return [
    { id: 'reference', title: 'RFQ', width: 150, render: (r) => <Link to={`${base}/${r._id}`}>{r.reference}</Link>, csv: (r) => r.reference },
    { id: 'title', title: 'Title', width: 220, render: (r) => r.title, csv: (r) => r.title },
    { id: 'shipper', title: 'Shipper', width: 170, render: (r) => r.shipperName, csv: (r) => r.shipperName },
    {
      id: 'deadline',
      title: 'Deadline',
      width: 230,
      render: (r) => (
        <span>
          {formatDateTime(r.bidDeadline)} {r.canBid && <DeadlineCountdown deadline={r.bidDeadline} />}
        </span>
      ),
      csv: (r) => r.bidDeadline,
    },
    { id: 'lanes', title: 'Lanes', width: 70, render: (r) => r.laneCount, csv: (r) => r.laneCount },
    { id: 'status', title: 'RFQ status', width: 130, defaultVisible: false, render: (r) => stateWords(r.status), csv: (r) => r.status },
    {
      id: 'invitation',
      title: 'Invitation',
      width: 110,
      render: (r) => (
        <Tag minimal intent={invitationIntent(r.invitationStatus)}>
          {stateWords(r.invitationStatus)}
        </Tag>
      ),
      csv: (r) => r.invitationStatus,
    },
    { id: 'quote', title: 'Our quote', width: 110, render: (r) => (r.quoteStatus ? stateWords(r.quoteStatus) : 'Not started'), csv: (r) => r.quoteStatus ?? '' },
    {
      id: 'open',
      title: '',
      width: 80,
      render: (r) => (
        <Link to={`${base}/${r._id}`} className="bp6-button bp6-small" aria-label={`${r.canBid ? 'Bid on' : 'View'} ${r.reference}`}>
          {r.canBid ? 'Bid' : 'View'}
        </Link>
      ),
    },
  ];
}

/**
 * `/rfq/invitations`: the RFQs the vendor's company is invited to bid on (open ones first) with a
 * countdown to each deadline, its figures, and the lanes awarded to it across RFQs.
 */
const InvitationsScreen = observer(function InvitationsScreen() {
  const http = useService(HttpClient);
  const base = rfqBase(useLocation().pathname);
  const navigate = useNavigate();
  const list = useResourceList<Row>({ base: RFQ_API.pendingQuotes, filters: FILTERS, paged: false, search: false });
  const summary = useLoad<{ record: VendorRfqSummary }>(http, `${RFQ_API.summary}?as=vendor`);
  const awarded = useLoad<Page<AwardedLane>>(http, RFQ_API.vendorAwarded);
  useCommands(
    [
      { id: 'refresh-invitations', title: 'Refresh invitations', shortcut: 'alt+r', run: () => void list.reload() },
      ...(list.rows.find((r) => r.canBid) ? [{ id: 'bid-next', title: 'Bid on the next open RFQ', run: () => navigate(`${base}/${list.rows.find((r) => r.canBid)!._id}`) }] : []),
    ],
    [list, list.rows.length, base],
  );
  return (
    <section aria-labelledby="invitations-title">
      <h1 id="invitations-title" className="pt-page-title">
        Invitations to bid
      </h1>
      <LoadStates isFetching={summary.isFetching} error={summary.error} empty={!summary.data} emptyText="No figures yet" onRetry={summary.reload} errorTitle="Could not load the figures">
        {summary.data && <VendorSummaryStrip summary={summary.data.record} />}
      </LoadStates>
      <ResourceTable<Row> list={list} label="Invitations to bid" columns={columns(base)} exportName="rfq-invitations.csv" emptyText="No invitations to bid yet" height={420} />
      <h2 id="awarded-title">Awarded to us</h2>
      <LoadStates isFetching={awarded.isFetching} error={awarded.error} empty={!awarded.data?.items.length} emptyText="No lanes awarded to you yet" onRetry={awarded.reload}>
        <AwardedLanesTable lanes={awarded.data?.items ?? []} label="Lanes awarded to us" base={base} />
      </LoadStates>
    </section>
  );
});

export default InvitationsScreen;

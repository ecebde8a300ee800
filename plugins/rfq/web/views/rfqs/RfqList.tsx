import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Tag } from '@blueprintjs/core';
import { Entitlements, ResourceTable, formatDate, formatDateTime, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { RFQ_STATES } from '../../../shared/states';
import { RFQ_API, type RfqListItem } from '../../../shared/types';
import { deadlineLeft } from '../vendor/deadlineLeft';
import { stateWords } from '../vendor/stateWords';
import { money } from './money';
import { RfqSummaryStrip } from './RfqSummaryStrip';
import { rfqStatusIntent } from './rfqStatusIntent';

const FILTERS: FilterDef[] = [{ id: 'status', label: 'Status', kind: 'select', options: RFQ_STATES.map((s) => ({ value: s, label: stateWords(s) })) }];
const BIDDING = new Set(['OPEN', 'NEGOTIATION']);
/** A list row as the SDK table holds it (its records are open objects). */
type RfqRow = RfqListItem & Record<string, unknown>;

function columns(base: string): DataColumn<RfqRow>[] {
  return [
    { id: 'reference', title: 'Reference', width: 150, sortField: 'reference', render: (r) => <Link to={`${base}/${r._id}`}>{r.reference}</Link>, csv: (r) => r.reference },
    { id: 'title', title: 'Title', width: 240, sortField: 'title', render: (r) => r.title, csv: (r) => r.title },
    {
      id: 'status',
      title: 'Status',
      width: 150,
      render: (r) => (
        <Tag intent={rfqStatusIntent(r.status)}>
          {stateWords(r.status)}
          {r.round > 1 ? ` · round ${r.round}` : ''}
        </Tag>
      ),
      csv: (r) => r.status,
    },
    {
      id: 'bidDeadline',
      title: 'Bid deadline',
      width: 230,
      sortField: 'bidDeadline',
      render: (r) => {
        const left = deadlineLeft(r.bidDeadline);
        return (
          <span>
            {formatDateTime(r.bidDeadline)}{' '}
            {BIDDING.has(r.status) && !left.passed && (
              <Tag minimal intent={left.urgent ? 'danger' : 'none'}>
                {left.text}
              </Tag>
            )}
          </span>
        );
      },
      csv: (r) => r.bidDeadline,
    },
    { id: 'contract', title: 'Contract', width: 200, render: (r) => `${formatDate(r.contractFrom)} – ${formatDate(r.contractTo)}`, csv: (r) => `${r.contractFrom}/${r.contractTo}` },
    { id: 'lanes', title: 'Lanes', width: 70, render: (r) => r.laneCount, csv: (r) => r.laneCount },
    { id: 'bids', title: 'Bids / invited', width: 110, render: (r) => `${r.bidCount} / ${r.invitedCount}`, csv: (r) => `${r.bidCount}/${r.invitedCount}` },
    { id: 'baselineTotal', title: 'Baseline total', width: 160, render: (r) => money(r.baselineTotal, r.currency), csv: (r) => r.baselineTotal ?? '' },
    { id: 'allocatedTotal', title: 'Allocated total', width: 160, render: (r) => money(r.allocatedTotal, r.currency), csv: (r) => r.allocatedTotal ?? '' },
    { id: 'currency', title: 'Currency', width: 80, defaultVisible: false, render: (r) => r.currency, csv: (r) => r.currency },
    { id: 'createdAt', title: 'Created', width: 120, sortField: 'createdAt', defaultVisible: false, render: (r) => formatDate(r.createdAt), csv: (r) => r.createdAt },
  ];
}

/** `<prefix>`: the company's RFQs under the summary figures; status filter, search, sort, CSV; New RFQ, Invitations to bid, Settings. */
export const RfqList = observer(function RfqList({ base }: { base: string }) {
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('rfq', 'Create');
  const navigate = useNavigate();
  const list = useResourceList<RfqRow>({ base: RFQ_API.rfqs, filters: FILTERS, defaultSort: { field: 'createdAt', dir: 'desc' } });
  const cols = useMemo(() => columns(base), [base]);
  useCommands(
    [
      { id: 'refresh-rfqs', title: 'Refresh RFQs', shortcut: 'alt+r', run: () => void list.reload() },
      { id: 'rfq-invitations-here', title: 'Invitations to bid', run: () => navigate(`${base}/invitations`) },
      { id: 'rfq-settings', title: 'RFQ settings', run: () => navigate(`${base}/settings`) },
      ...(canCreate ? [{ id: 'new-rfq-here', title: 'New RFQ', shortcut: 'alt+n', run: () => navigate(`${base}/new`) }] : []),
    ],
    [list, canCreate, base],
  );
  return (
    <section aria-labelledby="rfqs-title">
      <h1 id="rfqs-title" className="pt-page-title">
        Requests for quote
      </h1>
      <RfqSummaryStrip />
      <ResourceTable<RfqRow>
        list={list}
        label="RFQs"
        columns={cols}
        search={{ label: 'Search RFQs', placeholder: 'Reference or title…' }}
        exportName="rfqs.csv"
        emptyText="No RFQ matches"
        height={560}
        actions={
          <>
            <Button size="small" icon="inbox" text="Invitations to bid" onClick={() => navigate(`${base}/invitations`)} />
            <Button size="small" icon="cog" text="Settings" onClick={() => navigate(`${base}/settings`)} />
            {canCreate && <Button size="small" intent="primary" icon="add" text="New RFQ" onClick={() => navigate(`${base}/new`)} />}
          </>
        }
      />
    </section>
  );
});

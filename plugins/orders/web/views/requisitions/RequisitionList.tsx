import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@blueprintjs/core';
import { Entitlements, ResourceTable, formatDate, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { REQUISITION_STATES } from '../../../shared/states';
import { ORDERS_API, type Requisition } from '../../../shared/types';
import { money } from './money';
import { REQUISITIONS } from './paths';
import { RequisitionCounters } from './RequisitionCounters';
import { stateWords } from './stateWords';
import { StatusTag } from './StatusTag';

const FILTERS: FilterDef[] = [{ id: 'status', label: 'Status', kind: 'select', options: REQUISITION_STATES.map((s) => ({ value: s, label: stateWords(s) })) }];
/** A list row as the SDK table holds it (its records are open objects). */
type RequisitionRow = Requisition & Record<string, unknown>;

const COLUMNS: DataColumn<RequisitionRow>[] = [
  { id: 'reference', title: 'Reference', width: 140, render: (r) => <Link to={`${REQUISITIONS}/${r._id}`}>{r.reference}</Link>, csv: (r) => r.reference },
  { id: 'title', title: 'Title', width: 240, render: (r) => r.title, csv: (r) => r.title },
  { id: 'status', title: 'Status', width: 140, render: (r) => <StatusTag state={r.status} />, csv: (r) => r.status },
  { id: 'location', title: 'Location', width: 160, render: (r) => r.locationName ?? '—', csv: (r) => r.locationName ?? '' },
  { id: 'neededBy', title: 'Needed by', width: 110, render: (r) => formatDate(r.neededBy), csv: (r) => r.neededBy },
  { id: 'estimatedTotal', title: 'Estimated total', width: 150, render: (r) => money(r.estimatedTotal, r.currency), csv: (r) => r.estimatedTotal },
  { id: 'requestedBy', title: 'Requested by', width: 150, render: (r) => r.requestedByName, csv: (r) => r.requestedByName },
  { id: 'department', title: 'Department', width: 130, defaultVisible: false, render: (r) => r.department ?? '', csv: (r) => r.department ?? '' },
  { id: 'lines', title: 'Lines', width: 70, defaultVisible: false, render: (r) => r.lineCount, csv: (r) => r.lineCount },
  { id: 'createdAt', title: 'Created', width: 110, sortField: 'createdAt', defaultVisible: false, render: (r) => formatDate(r.createdAt), csv: (r) => r.createdAt },
];

/** `/requisitions`: the counters per status (they filter), the list with status filter, search, sort by creation (the server sorts no other field), columns and CSV; New requisition. */
export const RequisitionList = observer(function RequisitionList() {
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('requisitions', 'Create');
  const navigate = useNavigate();
  const list = useResourceList<RequisitionRow>({ base: ORDERS_API.requisitions, filters: FILTERS, defaultSort: { field: 'createdAt', dir: 'desc' } });
  const columns = useMemo(() => COLUMNS, []);
  useCommands(
    [
      { id: 'refresh-requisitions', title: 'Refresh requisitions', shortcut: 'alt+r', run: () => void list.reload() },
      ...(canCreate ? [{ id: 'new-requisition-here', title: 'New requisition', shortcut: 'alt+n', run: () => navigate(`${REQUISITIONS}/new`) }] : []),
    ],
    [list, canCreate],
  );
  return (
    <section aria-labelledby="requisitions-title">
      <h1 id="requisitions-title" className="pt-page-title">
        Requisitions
      </h1>
      <RequisitionCounters status={list.view.status ?? ''} onStatus={(status) => list.setView({ status: status || undefined })} />
      <ResourceTable<RequisitionRow>
        list={list}
        label="Requisitions"
        columns={columns}
        search={{ label: 'Search requisitions', placeholder: 'Reference or title…' }}
        exportName="requisitions.csv"
        emptyText="No requisition matches"
        height={560}
        actions={canCreate && <Button size="small" intent="primary" icon="add" text="New requisition" onClick={() => navigate(`${REQUISITIONS}/new`)} />}
      />
    </section>
  );
});

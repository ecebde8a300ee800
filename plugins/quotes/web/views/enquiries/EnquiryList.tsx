import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Tag } from '@blueprintjs/core';
import { Entitlements, HttpClient, ResourceTable, formatDate, useCommands, useLoad, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { QUOTES_API, type Customer, type Enquiry } from '../../../shared/types';
import { ENQUIRY_SOURCES, ENQUIRY_STATES } from '../../../shared/states';
import { enquiryStatusIntent, words } from './enquiryStatusIntent';
import { isOverdue, laneText, loadText } from './laneText';
import { SummaryStrip } from './SummaryStrip';

function columns(base: string): DataColumn<Enquiry>[] {
  return [
    { id: 'reference', title: 'Reference', width: 150, sortField: 'reference', render: (e) => <Link to={`${base}/${e._id}`}>{e.reference}</Link>, csv: (e) => e.reference },
    { id: 'customer', title: 'Customer', width: 200, render: (e) => e.customerName, csv: (e) => e.customerName },
    { id: 'lane', title: 'Lane', width: 300, render: (e) => laneText(e), csv: (e) => `${e.origin}-${e.destination}` },
    { id: 'load', title: 'Mode & containers', width: 200, render: (e) => loadText(e) },
    { id: 'cargoReadyOn', title: 'Ready', width: 110, sortField: 'cargoReadyOn', render: (e) => formatDate(e.cargoReadyOn), csv: (e) => e.cargoReadyOn },
    {
      id: 'dueOn',
      title: 'Reply by',
      width: 120,
      sortField: 'dueOn',
      render: (e) =>
        isOverdue(e) ? (
          <span className="bp6-text-danger" style={{ color: '#cd4246', fontWeight: 600 }} title="Overdue">
            {formatDate(e.dueOn)} (overdue)
          </span>
        ) : (
          formatDate(e.dueOn)
        ),
      csv: (e) => e.dueOn,
    },
    { id: 'status', title: 'Status', width: 100, render: (e) => <Tag minimal intent={enquiryStatusIntent(e.status)}>{e.status}</Tag>, csv: (e) => e.status },
    { id: 'source', title: 'Source', width: 130, render: (e) => (e.partner ? `${words(e.source)} · ${e.partner}` : words(e.source)), csv: (e) => e.partner ?? e.source },
    { id: 'createdAt', title: 'Received', width: 120, sortField: 'createdAt', render: (e) => formatDate(e.createdAt), csv: (e) => e.createdAt },
  ];
}

/** `<prefix>`: the enquiries with the summary strip; filters (status, source, customer, ready range), search, CSV; "New enquiry". */
export const EnquiryList = observer(function EnquiryList({ base }: { base: string }) {
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('enquiries', 'Create');
  const navigate = useNavigate();
  const customers = useLoad<{ items: Customer[] }>(useService(HttpClient), `${QUOTES_API.customers}?limit=200`);
  const filters = useMemo<FilterDef[]>(
    () => [
      { id: 'status', label: 'Status', kind: 'select', options: ENQUIRY_STATES.map((s) => ({ value: s, label: words(s) })) },
      { id: 'source', label: 'Source', kind: 'select', options: ENQUIRY_SOURCES.map((s) => ({ value: s, label: words(s) })) },
      { id: 'customerId', label: 'Customer', kind: 'select', options: (customers.data?.items ?? []).map((c) => ({ value: c._id, label: c.name })) },
      { id: 'readyFrom', label: 'Ready from', kind: 'date', field: 'cargoReadyOn', bound: 'from' },
      { id: 'readyBy', label: 'Ready by', kind: 'date', field: 'cargoReadyOn', bound: 'to' },
    ],
    [customers.data],
  );
  const list = useResourceList<Enquiry>({ base: QUOTES_API.enquiries, filters, defaultSort: { field: 'createdAt', dir: 'desc' } });
  const cols = useMemo(() => columns(base), [base]);
  useCommands(
    [
      { id: 'refresh-enquiries', title: 'Refresh enquiries', shortcut: 'alt+r', run: () => void list.reload() },
      { id: 'enquiry-summary', title: 'Enquiry summary', run: () => navigate(`${base}/summary`) },
      { id: 'terms-sets', title: 'Terms and conditions sets', run: () => navigate(`${base}/terms`) },
      ...(canCreate ? [{ id: 'new-enquiry-here', title: 'New enquiry', shortcut: 'alt+n', run: () => navigate(`${base}/new`) }] : []),
    ],
    [list, canCreate, base],
  );
  return (
    <section aria-labelledby="enquiries-title">
      <h1 id="enquiries-title" className="pt-page-title">
        Enquiries
      </h1>
      <SummaryStrip base={base} />
      <ResourceTable<Enquiry>
        list={list}
        label="Enquiries"
        columns={cols}
        search={{ label: 'Search enquiries', placeholder: 'Reference, customer, commodity…' }}
        exportName="enquiries.csv"
        emptyText="No enquiry matches"
        height={560}
        actions={
          <>
            {entitlements.isAllowed('quotes') && <Button size="small" icon="manual" text="Terms sets" onClick={() => navigate(`${base}/terms`)} />}
            {canCreate && <Button size="small" intent="primary" icon="add" text="New enquiry" onClick={() => navigate(`${base}/new`)} />}
          </>
        }
      />
    </section>
  );
});

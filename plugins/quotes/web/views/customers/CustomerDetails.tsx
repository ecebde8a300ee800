import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Tab, Tabs, Tag } from '@blueprintjs/core';
import { Entitlements, HttpClient, LoadStates, RecordActivity, RecordComments, formatMoney, useCommands, useLoad, useRecordTabs, useService } from '@portolan/sdk';
import { CUSTOMER_KIND, QUOTES_API, type Customer } from '../../../shared/types';
import { CustomerOverviewPanel } from './CustomerOverviewPanel';

/** `/customers/:id`: the customer's overview (enquiries, quotes, shipments), its details, comments and activity; Edit. */
const CustomerDetails = observer(function CustomerDetails() {
  const { id = '' } = useParams();
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const path = `${QUOTES_API.customers}/${encodeURIComponent(id)}`;
  const details = useLoad<{ record: Customer }>(useService(HttpClient), path);
  const c = details.data?.record;
  const contributed = useRecordTabs({ kind: CUSTOMER_KIND, recordId: id, record: c });
  const canEdit = entitlements.isAllowed('customers', 'Update');
  useCommands(
    [
      { id: 'reload-customer', title: 'Reload customer', shortcut: 'alt+r', run: () => details.reload() },
      ...(canEdit ? [{ id: 'edit-customer', title: 'Edit customer', shortcut: 'alt+e', run: () => navigate(`/customers/${id}/edit`) }] : []),
      ...(entitlements.isAllowed('enquiries', 'Create') ? [{ id: 'new-enquiry-for-customer', title: 'New enquiry', run: () => navigate('/enquiries/new') }] : []),
    ],
    [details.reload, canEdit, id],
  );
  if (!c) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Customer not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  }
  const rows: Array<[string, string]> = [
    ['Email', c.email ?? '—'],
    ['Phone', c.phone ?? '—'],
    ['Address', c.address ?? '—'],
    ['Country', c.country ?? '—'],
    ['Tax id', c.taxId ?? '—'],
    ['Credit', `${c.creditDays} days${c.creditLimit ? `, limit ${formatMoney({ decimal: c.creditLimit }, c.currency)}` : ''}`],
    ['Default margin', c.defaultMargin ? (c.defaultMargin.type === 'PERCENT' ? `${c.defaultMargin.value} %` : formatMoney({ decimal: c.defaultMargin.value }, c.currency)) : '—'],
    ['Currency', c.currency],
    ['Contacts', c.contacts.map((k) => [k.name, k.role, k.email, k.phone].filter(Boolean).join(' · ')).join('\n') || '—'],
    ['Notes', c.notes ?? '—'],
  ];
  return (
    <section aria-labelledby="customer-title">
      <Link to="/customers">← Customers</Link>
      <h1 id="customer-title" className="pt-page-title">
        {c.name} <Tag intent={c.status === 'ACTIVE' ? 'success' : 'none'}>{c.status}</Tag> {c.customerCompanyId && <Tag intent="primary">On Portolan</Tag>}
      </h1>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0' }}>{canEdit && <Button size="small" icon="edit" text="Edit" onClick={() => navigate(`/customers/${id}/edit`)} />}</div>
      <Tabs id="customer-tabs" renderActiveTabPanelOnly>
        <Tab id="overview" title="Overview" panel={<CustomerOverviewPanel customerId={c._id} />} />
        <Tab
          id="details"
          title="Details"
          panel={
            <Card compact>
              <dl className="pt-summary-grid">
                {rows.map(([k, v]) => (
                  <div key={k} style={{ display: 'contents' }}>
                    <dt>{k}</dt>
                    <dd style={{ whiteSpace: 'pre-wrap' }}>{v}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          }
        />
        <Tab id="comments" title="Comments" panel={<RecordComments path={path} canAdd={entitlements.isAllowed('customers', 'Create')} />} />
        <Tab id="activity" title="Activity" panel={<RecordActivity key={c.version} path={path} />} />
        {contributed.map((t) => (
          <Tab key={t.id} id={t.id} title={t.title} panel={t.panel} />
        ))}
      </Tabs>
    </section>
  );
});

export default CustomerDetails;

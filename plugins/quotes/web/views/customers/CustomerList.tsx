import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Tag } from '@blueprintjs/core';
import { Entitlements, ResourceTable, formatDate, formatMoney, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { QUOTES_API, type Customer } from '../../../shared/types';

const COLUMNS: DataColumn<Customer>[] = [
  { id: 'name', title: 'Name', width: 240, sortField: 'name', render: (c) => <Link to={`/customers/${c._id}`}>{c.name}</Link>, csv: (c) => c.name },
  { id: 'contact', title: 'Main contact', width: 220, render: (c) => (c.contacts[0] ? `${c.contacts[0].name}${c.contacts[0].email ? ` · ${c.contacts[0].email}` : ''}` : (c.email ?? '—')) },
  { id: 'country', title: 'Country', width: 80, render: (c) => c.country ?? '—' },
  { id: 'credit', title: 'Credit', width: 180, render: (c) => `${c.creditDays} days${c.creditLimit ? ` · ${formatMoney({ decimal: c.creditLimit }, c.currency)}` : ''}`, csv: (c) => `${c.creditDays}` },
  { id: 'margin', title: 'Default margin', width: 130, render: (c) => (c.defaultMargin ? (c.defaultMargin.type === 'PERCENT' ? `${c.defaultMargin.value} %` : formatMoney({ decimal: c.defaultMargin.value }, c.currency)) : '—') },
  { id: 'currency', title: 'Currency', width: 90, render: (c) => c.currency },
  { id: 'portolan', title: 'On Portolan', width: 110, render: (c) => (c.customerCompanyId ? <Tag minimal intent="primary">Linked</Tag> : '—'), csv: (c) => (c.customerCompanyId ? 'yes' : 'no') },
  { id: 'status', title: 'Status', width: 100, render: (c) => <Tag minimal intent={c.status === 'ACTIVE' ? 'success' : 'none'}>{c.status}</Tag>, csv: (c) => c.status },
  { id: 'createdAt', title: 'Added', width: 120, sortField: 'createdAt', defaultVisible: false, render: (c) => formatDate(c.createdAt), csv: (c) => c.createdAt },
];

const FILTERS: FilterDef[] = [
  { id: 'status', label: 'Status', kind: 'select', options: [{ value: 'ACTIVE', label: 'Active' }, { value: 'INACTIVE', label: 'Inactive' }] },
  { id: 'currency', label: 'Currency', kind: 'select', options: ['USD', 'EUR', 'INR', 'GBP'].map((c) => ({ value: c, label: c })) },
];

/** `/customers`: the forwarder's customers; "New customer" for who may create. */
export const CustomerList = observer(function CustomerList() {
  const canCreate = useService(Entitlements).isAllowed('customers', 'Create');
  const navigate = useNavigate();
  const list = useResourceList<Customer>({ base: QUOTES_API.customers, filters: FILTERS, defaultSort: { field: 'name', dir: 'asc' } });
  useCommands(
    [
      { id: 'refresh-customers', title: 'Refresh customers', shortcut: 'alt+r', run: () => void list.reload() },
      ...(canCreate ? [{ id: 'new-customer-here', title: 'New customer', shortcut: 'alt+n', run: () => navigate('/customers/new') }] : []),
    ],
    [list, canCreate],
  );
  return (
    <section aria-labelledby="customers-title">
      <h1 id="customers-title" className="pt-page-title">
        Customers
      </h1>
      <ResourceTable<Customer>
        list={list}
        label="Customers"
        columns={COLUMNS}
        search={{ label: 'Search customers', placeholder: 'Name or email…' }}
        exportName="customers.csv"
        emptyText="No customer matches"
        height={560}
        actions={canCreate && <Button size="small" intent="primary" icon="add" text="New customer" onClick={() => navigate('/customers/new')} />}
      />
    </section>
  );
});

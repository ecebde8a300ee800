import { useMemo, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { Entitlements, useAnswer, useService } from '@portolan/sdk';
import type { AccountingConnection, AccountingProvider } from '../../../shared/types';
import { useAccountingApi } from '../../api/accountingApi';
import { ConnectDialog, type CustomerChoice } from './ConnectDialog';
import { ConnectionsPanel } from './ConnectionsPanel';
import { SyncJobsPanel } from './SyncJobsPanel';
import { UpdateTdsDialog } from './UpdateTdsDialog';
import './accounting.css';

const PROVIDERS: AccountingProvider[] = ['QUICKBOOKS', 'ZOHO'];

/**
 * `/invoices/accounting` (feature `invoices`, plan feature `accounting`): the QuickBooks Online / Zoho Books
 * connections, the sync outbox with its failures, and the TDS update of an issued invoice.
 */
export default function AccountingScreen() {
  const api = useAccountingApi();
  const entitlements = useService(Entitlements);
  const canApprove = entitlements.isAllowed('invoices', 'Approve');
  const canUpdate = entitlements.isAllowed('invoices', 'Update');
  const [dialog, setDialog] = useState<'connect' | 'tds' | undefined>();
  const [editing, setEditing] = useState<AccountingConnection>();
  const [refreshKey, setRefreshKey] = useState(0);
  const connections = useAnswer(() => api.connections(), `connections:${refreshKey}`);
  const invoices = useAnswer(() => api.issuedInvoices(), dialog || editing ? 'invoices' : undefined);
  const items = connections.data?.items ?? [];
  const free = PROVIDERS.filter((p) => !items.some((c) => c.provider === p));
  const active = items.filter((c) => c.status === 'ACTIVE');
  const customers = useMemo<CustomerChoice[]>(() => {
    const seen = new Map<string, string>();
    for (const i of invoices.data?.items ?? []) seen.set(i.customerCompanyId ?? i.customerName, i.customerName);
    return [...seen].map(([key, name]) => ({ key, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [invoices.data]);
  const close = () => {
    setDialog(undefined);
    setEditing(undefined);
  };
  const changed = () => {
    close();
    setRefreshKey((k) => k + 1);
  };

  return (
    <section aria-labelledby="accounting-title" className="pt-accounting">
      <h1 id="accounting-title" className="pt-page-title">
        Accounting sync
      </h1>
      <section aria-labelledby="connections-title" className="pt-accounting">
        <div className="pt-accounting__bar">
          <h2 id="connections-title">Connections</h2>
          {canApprove && free.length > 0 && <Button intent="primary" icon="link" text="Connect" onClick={() => setDialog('connect')} />}
          {canUpdate && active.length > 0 && <Button icon="percentage" text="Update TDS" onClick={() => setDialog('tds')} />}
        </div>
        <ConnectionsPanel api={api} connections={{ ...connections, reload: () => setRefreshKey((k) => k + 1) }} canApprove={canApprove} onEdit={setEditing} />
      </section>
      <SyncJobsPanel api={api} canRetry={canUpdate} refreshKey={refreshKey} />
      {dialog === 'connect' && <ConnectDialog api={api} providers={free} customers={customers} onClose={close} onConnected={changed} />}
      {editing && <ConnectDialog key={editing._id} api={api} providers={[editing.provider]} customers={customers} connection={editing} onClose={close} onConnected={changed} />}
      {dialog === 'tds' && <UpdateTdsDialog api={api} connections={active} invoices={invoices.data?.items ?? []} onClose={close} onDone={changed} />}
    </section>
  );
}

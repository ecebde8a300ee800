import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, useForm, useService } from '@portolan/sdk';
import type { AccountingConnection, AccountingProvider, InvoiceRecord } from '../../../shared/types';
import type { AccountingApi } from '../../api/accountingApi';
import { PROVIDER_NAMES } from './providerNames';

interface Props {
  api: AccountingApi;
  connections: AccountingConnection[];
  invoices: InvoiceRecord[];
  onClose: () => void;
  onDone: () => void;
}

type Values = { connectionId: string; invoiceId: string; tdsRate: string };

/** Sets the TDS of an issued invoice and pushes it: `POST /api/quickbooks/invoice/updateTds/` or `/api/zohobooks/invoices/updateTds` by the connection. */
export function UpdateTdsDialog({ api, connections, invoices, onClose, onDone }: Props) {
  const bus = useService(NotificationBus);
  const choosable = invoices.filter((i) => i.number && i.status !== 'DRAFT' && i.status !== 'VOID');
  const form = useForm<Values>({
    initial: { connectionId: connections[0]?._id ?? '', invoiceId: '', tdsRate: '' },
    validate: (v) => {
      const errors: Record<string, string> = {};
      if (!v.invoiceId) errors.invoiceId = 'Choose the invoice';
      const rate = Number(v.tdsRate);
      if (v.tdsRate.trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 30 || !/^\d+(\.\d{1,2})?$/.test(v.tdsRate.trim())) errors.tdsRate = 'A rate from 0 to 30 %, at most 2 decimals';
      return errors;
    },
    submit: (v) => api.updateTds(providerOf(v.connectionId), { invoiceId: v.invoiceId, tdsRate: Number(v.tdsRate) }),
    onSuccess: () => {
      bus.success(`TDS updated; it is pushed to ${PROVIDER_NAMES[providerOf(form.values.connectionId)]}`);
      onDone();
    },
  });
  function providerOf(connectionId: string): AccountingProvider {
    return connections.find((c) => c._id === connectionId)?.provider ?? connections[0]?.provider ?? 'QUICKBOOKS';
  }

  return (
    <FormDialog form={form} title="Update TDS" onClose={onClose} submit={{ text: 'Update TDS' }}>
      {connections.length > 1 && (
        <FormField form={form} name="connectionId" label="Accounting system">
          <HTMLSelect {...form.input('connectionId')} fill options={connections.map((c) => ({ value: c._id, label: PROVIDER_NAMES[c.provider] }))} />
        </FormField>
      )}
      <FormField form={form} name="invoiceId" label="Invoice" required>
        <HTMLSelect
          {...form.input('invoiceId')}
          fill
          options={[{ value: '', label: 'Choose an issued invoice…' }, ...choosable.map((i) => ({ value: i._id, label: `${i.number} · ${i.customerName}${i.tdsRate ? ` · TDS ${i.tdsRate} %` : ''}` }))]}
        />
      </FormField>
      <FormField form={form} name="tdsRate" label="TDS rate (%)" required help="Withheld by the customer, e.g. 2 (194C) or 10 (194J)">
        <InputGroup {...form.input('tdsRate')} inputMode="decimal" />
      </FormField>
    </FormDialog>
  );
}

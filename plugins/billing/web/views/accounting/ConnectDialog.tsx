import { useState } from 'react';
import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, useForm, useService } from '@portolan/sdk';
import { GST_RATES, type AccountingConnection, type AccountingProvider } from '../../../shared/types';
import type { AccountingApi } from '../../api/accountingApi';
import { PROVIDER_NAMES, taxKeyOf } from './providerNames';

export interface CustomerChoice {
  /** The settings key's suffix: our customer company id, or its name when it is not on Portolan. */
  key: string;
  name: string;
}

interface Props {
  api: AccountingApi;
  /** Providers without a connection yet. */
  providers: AccountingProvider[];
  customers: CustomerChoice[];
  /** Given: edit this connection's organisation and mapping (`POST …/connections/:id/` with its version). */
  connection?: AccountingConnection;
  onClose: () => void;
  onConnected: () => void;
}

/** Settings the worker needs besides customers and GST tax codes (notes/accounting.md), per system. */
const NAMED: Record<AccountingProvider, Array<{ key: string; label: string }>> = {
  QUICKBOOKS: [
    { key: 'itemRef', label: 'Default service item id' },
    { key: 'receivableAccount', label: 'Accounts Receivable account id' },
    { key: 'tdsReceivableAccount', label: 'TDS Receivable account id' },
  ],
  ZOHO: [
    { key: 'tdsTaxId.1', label: 'TDS tax id for 1 %' },
    { key: 'tdsTaxId.2', label: 'TDS tax id for 2 %' },
    { key: 'tdsTaxId.10', label: 'TDS tax id for 10 %' },
  ],
};

/** A connection's flat settings split into the dialog's parts: customer rows, tax codes by rate, named settings, the rest. */
function partsOf(connection: AccountingConnection | undefined) {
  const rows: Array<{ customer: string; externalId: string }> = [];
  const taxes: Record<string, string> = {};
  const named: Record<string, string> = {};
  const extra: Array<{ key: string; value: string }> = [];
  const provider = connection?.provider;
  for (const [key, value] of Object.entries(connection?.settings ?? {})) {
    const tax = /^(taxCode|taxId)\.(.+)$/.exec(key);
    if (key.startsWith('customer.')) rows.push({ customer: key.slice('customer.'.length), externalId: value });
    else if (tax && provider && tax[1] === (provider === 'QUICKBOOKS' ? 'taxCode' : 'taxId')) taxes[tax[2]] = value;
    else if (provider && NAMED[provider].some((n) => n.key === key)) named[key] = value;
    else extra.push({ key, value });
  }
  if (rows.length === 0) rows.push({ customer: '', externalId: '' });
  return { rows, taxes, named, extra };
}

type Values = { provider: string; externalOrgId: string; mode: string };

/**
 * Connect QuickBooks Online or Zoho Books: the organisation (realm) id, the mode, and the mapping the
 * worker needs — our customers to theirs (`customer.<id>`) and a tax code per GST rate (`taxCode.<rate>`
 * for QuickBooks, `taxId.<rate>` for Zoho Books) — sent as the connection's flat settings.
 */
export function ConnectDialog({ api, providers, customers, connection, onClose, onConnected }: Props) {
  const bus = useService(NotificationBus);
  const [parts] = useState(() => partsOf(connection));
  const [rows, setRows] = useState(parts.rows);
  const [taxes, setTaxes] = useState<Record<string, string>>(parts.taxes);
  const [named, setNamed] = useState<Record<string, string>>(parts.named);
  const [extra, setExtra] = useState(parts.extra);
  const form = useForm<Values>({
    initial: { provider: connection?.provider ?? providers[0] ?? 'QUICKBOOKS', externalOrgId: connection?.externalOrgId ?? '', mode: connection?.mode ?? 'SANDBOX' },
    validate: (v) => (/^[A-Za-z0-9_-]+$/.test(v.externalOrgId) ? {} : { externalOrgId: 'Letters, digits, - and _ only (the realm id or organization id)' }),
    submit: (v) => {
      const provider = v.provider as AccountingProvider;
      const settings: Record<string, string> = {};
      for (const r of rows) if (r.customer && r.externalId.trim()) settings[`customer.${r.customer}`] = r.externalId.trim();
      for (const rate of GST_RATES) {
        const code = taxes[String(rate)]?.trim();
        if (code) settings[taxKeyOf(provider, rate)] = code;
      }
      for (const n of NAMED[provider]) if (named[n.key]?.trim()) settings[n.key] = named[n.key].trim();
      for (const e of extra) if (e.key.trim() && e.value.trim()) settings[e.key.trim()] = e.value.trim();
      if (connection) return api.change(connection._id, { externalOrgId: v.externalOrgId.trim(), settings, version: connection.version });
      return api.connect({ provider, externalOrgId: v.externalOrgId.trim(), mode: v.mode as 'SANDBOX' | 'LIVE', settings });
    },
    onSuccess: () => {
      bus.success(`${PROVIDER_NAMES[form.values.provider as AccountingProvider]} ${connection ? 'mapping saved' : 'connected'}`);
      onConnected();
    },
  });
  const provider = form.values.provider as AccountingProvider;
  const setRow = (i: number, patch: Partial<{ customer: string; externalId: string }>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <FormDialog
      form={form}
      title={connection ? `${PROVIDER_NAMES[connection.provider]} mapping` : 'Connect an accounting system'}
      onClose={onClose}
      submit={connection ? { text: 'Save mapping', icon: 'floppy-disk' } : { text: 'Connect', icon: 'link' }}
      width={640}
    >
      {!connection && (
        <FormField form={form} name="provider" label="Accounting system" required>
          <HTMLSelect {...form.input('provider')} fill options={providers.map((p) => ({ value: p, label: PROVIDER_NAMES[p] }))} />
        </FormField>
      )}
      <FormField form={form} name="externalOrgId" label={provider === 'QUICKBOOKS' ? 'Company (realm) id' : 'Organization id'} required>
        <InputGroup {...form.input('externalOrgId')} />
      </FormField>
      {!connection && (
        <FormField form={form} name="mode" label="Mode" help="Sandbox: recorded responses, nothing leaves Portolan. Live: the vendor's API with the token in the settings.">
          <HTMLSelect {...form.input('mode')} fill options={[{ value: 'SANDBOX', label: 'Sandbox' }, { value: 'LIVE', label: 'Live' }]} />
        </FormField>
      )}
      <fieldset className="pt-accounting__rows">
        <legend>Customers: ours → {PROVIDER_NAMES[provider]}</legend>
        {rows.map((r, i) => (
          <div className="pt-accounting__row" key={i}>
            <HTMLSelect
              aria-label={`Customer ${i + 1}`}
              value={r.customer}
              onChange={(e) => setRow(i, { customer: e.target.value })}
              options={[
                { value: '', label: 'Choose a customer…' },
                ...(r.customer && !customers.some((c) => c.key === r.customer) ? [{ value: r.customer, label: r.customer }] : []),
                ...customers.map((c) => ({ value: c.key, label: c.name })),
              ]}
            />
            <InputGroup aria-label={`${PROVIDER_NAMES[provider]} customer id ${i + 1}`} value={r.externalId} onChange={(e) => setRow(i, { externalId: e.target.value })} placeholder="Their customer id" />
            <Button icon="cross" variant="minimal" aria-label={`Remove customer ${i + 1}`} onClick={() => setRows(rows.filter((_, j) => j !== i))} />
          </div>
        ))}
        <Button icon="add" variant="minimal" text="Add a customer" onClick={() => setRows([...rows, { customer: '', externalId: '' }])} />
      </fieldset>
      <fieldset>
        <legend>{provider === 'QUICKBOOKS' ? 'Tax code per GST rate' : 'Tax id per GST rate'}</legend>
        <div className="pt-accounting__taxes">
          {GST_RATES.map((rate) => (
            <InputGroup key={rate} aria-label={`Tax code for GST ${rate} %`} placeholder={`GST ${rate} %`} value={taxes[String(rate)] ?? ''} onChange={(e) => setTaxes({ ...taxes, [String(rate)]: e.target.value })} />
          ))}
        </div>
      </fieldset>
      <fieldset className="pt-accounting__rows">
        <legend>{provider === 'QUICKBOOKS' ? 'Item and accounts' : 'TDS taxes'}</legend>
        <div className="pt-accounting__taxes">
          {NAMED[provider].map((n) => (
            <InputGroup key={n.key} aria-label={n.label} placeholder={n.label} value={named[n.key] ?? ''} onChange={(e) => setNamed({ ...named, [n.key]: e.target.value })} />
          ))}
        </div>
        {extra.map((e, i) => (
          <div className="pt-accounting__row" key={i}>
            <InputGroup aria-label={`Setting ${i + 1}`} placeholder="itemRef.FRT, accessToken …" value={e.key} onChange={(ev) => setExtra(extra.map((x, j) => (j === i ? { ...x, key: ev.target.value } : x)))} />
            <InputGroup aria-label={`Value of setting ${i + 1}`} value={e.value} onChange={(ev) => setExtra(extra.map((x, j) => (j === i ? { ...x, value: ev.target.value } : x)))} />
            <Button icon="cross" variant="minimal" aria-label={`Remove setting ${i + 1}`} onClick={() => setExtra(extra.filter((_, j) => j !== i))} />
          </div>
        ))}
        <Button icon="add" variant="minimal" text="Add a setting" onClick={() => setExtra([...extra, { key: '', value: '' }])} />
      </fieldset>
    </FormDialog>
  );
}

import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@blueprintjs/core';
import { Entitlements, ResourceTable, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { EXPORT_PURPOSE_CODES, PARTNER_BANKS } from '../../../shared/states';
import { API, type RemittanceRecord } from '../../../shared/types';
import { NewRemittanceDialog } from './NewRemittanceDialog';
import { bankName, day, money, options } from './regularizeWords';

type Row = RemittanceRecord & Record<string, unknown>;

const FILTERS: FilterDef[] = [
  { id: 'bank', label: 'Bank', kind: 'select', options: options(PARTNER_BANKS) },
  { id: 'currency', label: 'Currency', kind: 'text', upperCase: true, width: 80 },
  { id: 'from', field: 'remittanceDate', bound: 'from', label: 'Received from', kind: 'date' },
  { id: 'to', field: 'remittanceDate', bound: 'to', label: 'Received to', kind: 'date' },
];

const purpose = (code: string) => EXPORT_PURPOSE_CODES[code as keyof typeof EXPORT_PURPOSE_CODES];

const COLUMNS: DataColumn<Row>[] = [
  { id: 'bankReference', title: 'Bank reference', width: 150, render: (r) => r.bankReference, csv: (r) => r.bankReference },
  { id: 'remittanceDate', title: 'Date', width: 110, sortField: 'remittanceDate', render: (r) => day(r.remittanceDate), csv: (r) => r.remittanceDate },
  { id: 'remitterName', title: 'Remitter', width: 180, render: (r) => r.remitterName, csv: (r) => r.remitterName },
  { id: 'amount', title: 'Amount', width: 140, sortField: 'amount', render: (r) => money(r.amount, r.currency), csv: (r) => `${r.amount} ${r.currency}` },
  { id: 'utilizedAmount', title: 'Utilized', width: 140, render: (r) => money(r.utilizedAmount, r.currency), csv: (r) => r.utilizedAmount },
  { id: 'availableAmount', title: 'Available', width: 140, render: (r) => money(r.availableAmount, r.currency), csv: (r) => r.availableAmount },
  { id: 'purposeCode', title: 'Purpose', width: 120, render: (r) => <span title={purpose(r.purposeCode)}>{r.purposeCode}</span>, csv: (r) => r.purposeCode },
  { id: 'bank', title: 'Bank', width: 110, render: (r) => bankName(r.bank), csv: (r) => r.bank },
  { id: 'remitterCountry', title: 'Country', width: 80, defaultVisible: false, render: (r) => r.remitterCountry ?? '—', csv: (r) => r.remitterCountry ?? '' },
];

/** `/regularize/remittances`: inward remittances (export proceeds) with what is already matched to bills and what is available. */
const RemittanceList = observer(function RemittanceList() {
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('regularization', 'Create');
  const [creating, setCreating] = useState(false);
  const list = useResourceList<Row>({ base: API.remittances, filters: FILTERS, defaultSort: { field: 'remittanceDate', dir: 'desc' } });
  useCommands(
    [{ id: 'reload-remittances', title: 'Refresh remittances', shortcut: 'alt+r', run: () => void list.reload() }, ...(canCreate ? [{ id: 'new-remittance', title: 'New remittance', shortcut: 'alt+n', run: () => setCreating(true) }] : [])],
    [list, canCreate],
  );
  return (
    <section aria-labelledby="remittances-title">
      <h1 id="remittances-title" className="pt-page-title">
        Inward remittances
      </h1>
      <ResourceTable<Row>
        list={list}
        label="Inward remittances"
        columns={COLUMNS}
        search={{ label: 'Search remittances', placeholder: 'Reference or remitter…' }}
        exportName="inward-remittances.csv"
        emptyText="No remittance recorded"
        height={560}
        actions={canCreate ? <Button size="small" intent="primary" icon="add" text="New remittance" onClick={() => setCreating(true)} /> : undefined}
      />
      {creating && (
        <NewRemittanceDialog
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            void list.reload();
          }}
        />
      )}
    </section>
  );
});
export default RemittanceList;

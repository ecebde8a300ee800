import { observer } from 'mobx-react-lite';
import { Tag } from '@blueprintjs/core';
import { ResourceTable, formatDate, formatMoney, useResourceList, type DataColumn } from '@portolan/sdk';
import { RATES_API, type Rate, type ServiceContract } from '../../../shared/types';
import { carrierLabel } from '@portolan/sdk/shared';

const VALIDITY_INTENT = { ACTIVE: 'success', FUTURE: 'primary', EXPIRED: 'none' } as const;

const COLUMNS: DataColumn<Rate>[] = [
  { id: 'kind', title: 'Kind', width: 80, render: (r) => r.kind, csv: (r) => r.kind },
  { id: 'lane', title: 'Lane', width: 170, render: (r) => `${r.origin ?? r.port ?? '—'} → ${r.destination ?? '—'}`, csv: (r) => `${r.origin ?? r.port ?? ''}-${r.destination ?? ''}` },
  { id: 'carrier', title: 'Carrier', width: 170, render: (r) => carrierLabel(r.carrier, 'Any carrier'), csv: (r) => r.carrier },
  { id: 'containerType', title: 'Container', width: 90, render: (r) => r.containerType ?? r.chargeCode ?? '—', csv: (r) => r.containerType ?? r.chargeCode },
  { id: 'amount', title: 'Amount', width: 140, render: (r) => formatMoney({ decimal: r.amount }, r.currency), csv: (r) => `${r.amount} ${r.currency}` },
  { id: 'validity', title: 'Valid', width: 210, render: (r) => `${formatDate(r.validFrom)} – ${formatDate(r.validTo)}`, csv: (r) => `${r.validFrom}/${r.validTo}` },
  { id: 'state', title: 'State', width: 90, render: (r) => <Tag minimal intent={VALIDITY_INTENT[r.validity]}>{r.validity}</Tag>, csv: (r) => r.validity },
];

/** The "Rates" tab: the company's inventory rows that name this contract (the inventory's `contractRef` filter), expired ones included. */
export const ContractRates = observer(function ContractRates({ contract }: { contract: ServiceContract }) {
  const list = useResourceList<Rate>({ base: RATES_API.inventory, url: false, defaultSort: { field: 'validTo', dir: 'desc' }, fixed: { filter: { contractRef: contract.reference } } });
  return <ResourceTable<Rate> list={list} search={{ label: 'Search the contract rates', placeholder: 'Port, carrier…' }} label={`Rates under ${contract.reference}`} columns={COLUMNS} exportName={`${contract.reference}-rates.csv`} emptyText="No rate names this contract" height={360} />;
});

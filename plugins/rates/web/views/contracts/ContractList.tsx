import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Tag } from '@blueprintjs/core';
import { Entitlements, ResourceTable, formatDate, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { RATES_API, type ServiceContract } from '../../../shared/types';
import { OCEAN_CARRIERS, carrierLabel } from '@portolan/sdk/shared';
import { CONTRACT_STATES, contractIntent } from './contractActions';
import { TeuUsageBar } from './TeuUsageBar';

const COLUMNS: DataColumn<ServiceContract>[] = [
  { id: 'reference', title: 'Reference', width: 200, sortField: 'reference', render: (c) => <Link to={`/contracts/${c._id}`}>{c.reference}</Link>, csv: (c) => c.reference },
  { id: 'carrier', title: 'Carrier', width: 190, render: (c) => carrierLabel(c.carrier), csv: (c) => c.carrier },
  { id: 'validity', title: 'Validity', width: 220, sortField: 'validTo', render: (c) => `${formatDate(c.validFrom)} – ${formatDate(c.validTo)}`, csv: (c) => `${c.validFrom}/${c.validTo}` },
  { id: 'status', title: 'Status', width: 110, render: (c) => <Tag minimal intent={contractIntent(c.status)}>{c.status}</Tag>, csv: (c) => c.status },
  { id: 'mqcTeu', title: 'MQC TEU', width: 90, render: (c) => c.mqcTeu.toLocaleString('en'), csv: (c) => c.mqcTeu },
  { id: 'usedTeu', title: 'Used TEU', width: 170, render: (c) => <TeuUsageBar used={c.usedTeu} mqc={c.mqcTeu} />, csv: (c) => c.usedTeu },
  { id: 'createdAt', title: 'Created', width: 120, defaultVisible: false, render: (c) => formatDate(c.createdAt), csv: (c) => c.createdAt },
];

const FILTERS: FilterDef[] = [
  { id: 'status', label: 'Status', kind: 'select', options: CONTRACT_STATES.map((s) => ({ value: s, label: s.toLowerCase() })) },
  { id: 'carrier', label: 'Carrier', kind: 'select', options: OCEAN_CARRIERS.map((c) => ({ value: c.code, label: c.name })) },
  { id: 'endsFrom', label: 'Ends from', kind: 'date', field: 'validTo', bound: 'from' },
  { id: 'endsBy', label: 'Ends by', kind: 'date', field: 'validTo', bound: 'to' },
];

/** `/contracts`: the company's service contracts with their MQC use; "New contract" for who may create. */
export const ContractList = observer(function ContractList() {
  const canCreate = useService(Entitlements).isAllowed('contracts', 'Create');
  const navigate = useNavigate();
  const list = useResourceList<ServiceContract>({ base: RATES_API.contracts, filters: FILTERS });
  useCommands(
    [
      { id: 'refresh-contracts', title: 'Refresh contracts', shortcut: 'alt+r', run: () => list.reload() },
      ...(canCreate ? [{ id: 'new-contract', title: 'New contract', shortcut: 'alt+n', run: () => navigate('/contracts/new') }] : []),
    ],
    [list, canCreate],
  );
  return (
    <section aria-labelledby="contracts-title">
      <h1 id="contracts-title" className="pt-page-title">
        Service contracts
      </h1>
      <ResourceTable<ServiceContract>
        list={list}
        label="Contracts"
        columns={COLUMNS}
        search={{ label: 'Search contracts', placeholder: 'Reference…' }}
        exportName="contracts.csv"
        emptyText="No contract matches"
        height={560}
        actions={canCreate && <Button size="small" intent="primary" icon="add" text="New contract" onClick={() => navigate('/contracts/new')} />}
      />
    </section>
  );
});

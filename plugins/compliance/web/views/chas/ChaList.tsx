import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@blueprintjs/core';
import { Entitlements, ResourceTable, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { CHA_STATES } from '../../../shared/states';
import { API, type ChaRecord } from '../../../shared/types';
import { NewChaDialog } from './NewChaDialog';
import { CHA_STATE_TITLES, ChaStateTag, portText } from './chaWords';

type Row = ChaRecord & Record<string, unknown>;

const FILTERS: FilterDef[] = [
  { id: 'port', label: 'Port', kind: 'text', upperCase: true, width: 90, placeholder: 'INNSA' },
  { id: 'state', label: 'State', kind: 'select', options: CHA_STATES.map((s) => ({ value: s, label: CHA_STATE_TITLES[s] })) },
];

const contactOf = (r: ChaRecord) => [r.contactName, r.email, r.phone].filter(Boolean).join(' · ');

const COLUMNS: DataColumn<Row>[] = [
  { id: 'name', title: 'Name', width: 220, sortField: 'name', render: (r) => <Link to={`/chas/${encodeURIComponent(r._id)}`}>{r.name}</Link>, csv: (r) => r.name },
  { id: 'licenceNumber', title: 'Licence number', width: 140, render: (r) => r.licenceNumber, csv: (r) => r.licenceNumber },
  { id: 'ports', title: 'Ports', width: 260, render: (r) => r.ports.map(portText).join(', '), csv: (r) => r.ports.join(' ') },
  { id: 'contact', title: 'Contact', width: 260, render: (r) => contactOf(r) || '—', csv: (r) => contactOf(r) },
  { id: 'state', title: 'State', width: 100, render: (r) => <ChaStateTag state={r.state} />, csv: (r) => r.state },
  { id: 'assignments', title: 'Assignments', width: 110, render: (r) => String(r.assignments ?? 0), csv: (r) => r.assignments ?? 0 },
  { id: 'pan', title: 'PAN', width: 110, defaultVisible: false, render: (r) => r.pan ?? '—', csv: (r) => r.pan ?? '' },
];

/** `/chas`: the company's directory of customs house agents (customs brokers), with the ports they clear at. */
const ChaList = observer(function ChaList() {
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('chas', 'Create');
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const list = useResourceList<Row>({ base: API.chas, filters: FILTERS, defaultSort: { field: 'name', dir: 'asc' } });
  useCommands(
    [
      { id: 'reload-chas', title: 'Refresh customs house agents', shortcut: 'alt+r', run: () => void list.reload() },
      { id: 'cha-scorecards', title: 'CHA scorecards', run: () => navigate('/chas/scorecards') },
      ...(canCreate ? [{ id: 'new-cha', title: 'New CHA', shortcut: 'alt+n', run: () => setAdding(true) }] : []),
    ],
    [list, canCreate],
  );
  return (
    <section aria-labelledby="chas-title">
      <h1 id="chas-title" className="pt-page-title">
        Customs house agents
      </h1>
      <ResourceTable<Row>
        list={list}
        label="Agent directory"
        columns={COLUMNS}
        search={{ label: 'Search agents', placeholder: 'Name or licence…' }}
        exportName="customs-house-agents.csv"
        emptyText="No customs house agent yet"
        height={560}
        actions={canCreate ? <Button size="small" intent="primary" icon="add" text="New CHA" onClick={() => setAdding(true)} /> : undefined}
      />
      {adding && <NewChaDialog onClose={() => setAdding(false)} onCreated={(cha) => navigate(`/chas/${encodeURIComponent(cha._id)}`)} />}
    </section>
  );
});
export default ChaList;

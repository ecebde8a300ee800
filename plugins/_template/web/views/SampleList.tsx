import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Tag } from '@blueprintjs/core';
import { Entitlements, ResourceTable, formatDate, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { SAMPLE_STATES } from '../../shared/states';
import { SAMPLES_API, type SampleRecord } from '../../shared/types';
import { stateIntent } from './stateIntent';

const COLUMNS: DataColumn<SampleRecord>[] = [
  { id: 'title', title: 'Title', width: 280, sortField: 'title', render: (r) => <Link to={`/template/${r._id}`}>{r.title}</Link>, csv: (r) => r.title },
  { id: 'status', title: 'Status', width: 110, render: (r) => <Tag minimal intent={stateIntent(r.status)}>{r.status}</Tag>, csv: (r) => r.status },
  { id: 'dueOn', title: 'Due', width: 120, sortField: 'dueOn', render: (r) => formatDate(r.dueOn), csv: (r) => r.dueOn },
  { id: 'createdAt', title: 'Created', width: 120, sortField: 'createdAt', defaultVisible: false, render: (r) => formatDate(r.createdAt), csv: (r) => r.createdAt },
];

const FILTERS: FilterDef[] = [
  { id: 'status', label: 'Status', kind: 'select', options: SAMPLE_STATES.map((s) => ({ value: s, label: s.toLowerCase() })) },
  { id: 'dueFrom', label: 'Due from', kind: 'date', field: 'dueOn', bound: 'from' },
  { id: 'dueTo', label: 'Due to', kind: 'date', field: 'dueOn', bound: 'to' },
];

/** The list: server paging, sorting, filters, search and columns in the URL; CSV export of the view; "New sample". */
export const SampleList = observer(function SampleList() {
  const canCreate = useService(Entitlements).isAllowed('template', 'Create');
  const navigate = useNavigate();
  const list = useResourceList<SampleRecord>({ base: SAMPLES_API, filters: FILTERS, defaultSort: { field: 'createdAt', dir: 'desc' } });
  useCommands([{ id: 'refresh', title: 'Refresh samples', shortcut: 'alt+r', run: () => list.reload() }], [list]);
  return (
    <section aria-labelledby="template-title">
      <h1 id="template-title" className="pt-page-title">Samples</h1>
      <ResourceTable<SampleRecord>
        list={list}
        label="Samples"
        columns={COLUMNS}
        search={{ label: 'Search samples', placeholder: 'Title…' }}
        exportName="template.csv"
        emptyText="No sample matches"
        height={560}
        actions={canCreate && <Button size="small" intent="primary" icon="add" text="New sample" onClick={() => navigate('/template/new')} />}
      />
    </section>
  );
});

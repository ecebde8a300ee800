import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Tag } from '@blueprintjs/core';
import { Entitlements, ResourceTable, formatDateTime, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { IMPORT_STATES, RATE_KINDS } from '../../../shared/types';
import { RateImportStoreToken, type RateImportRecord } from '../../stores/RateImportStore';
import { useRatesBase } from '../useRatesBase';
import { importStatusIntent } from './importStatusIntent';

const count = (n: number) => n.toLocaleString('en');

function columnsFor(base: string): DataColumn<RateImportRecord>[] {
  return [
    { id: 'fileName', title: 'File', width: 240, render: (r) => <Link to={`${base}/imports/${r._id}`}>{r.fileName}</Link>, csv: (r) => r.fileName },
    { id: 'kind', title: 'Kind', width: 80, render: (r) => r.kind, csv: (r) => r.kind },
    { id: 'status', title: 'Status', width: 110, render: (r) => <Tag minimal intent={importStatusIntent(r.status)}>{r.status}</Tag>, csv: (r) => r.status },
    { id: 'rowCount', title: 'Rows', width: 80, render: (r) => count(r.rowCount), csv: (r) => r.rowCount },
    { id: 'errorCount', title: 'Errors', width: 80, render: (r) => (r.errorCount ? <Tag minimal intent="danger">{count(r.errorCount)}</Tag> : '0'), csv: (r) => r.errorCount },
    { id: 'committedCount', title: 'Committed', width: 90, render: (r) => count(r.committedCount), csv: (r) => r.committedCount },
    { id: 'createdBy', title: 'Who', width: 150, render: (r) => r.createdBy ?? '—', csv: (r) => r.createdBy ?? '' },
    { id: 'createdAt', title: 'When', width: 170, sortField: 'createdAt', render: (r) => formatDateTime(r.createdAt), csv: (r) => r.createdAt },
  ];
}

const FILTERS: FilterDef[] = [
  { id: 'status', label: 'Status', kind: 'select', options: IMPORT_STATES.map((s) => ({ value: s, label: s.charAt(0) + s.slice(1).toLowerCase() })) },
  { id: 'kind', label: 'Kind', kind: 'select', options: RATE_KINDS.map((k) => ({ value: k, label: k })) },
];

/** `imports`: the import log — each rate sheet, its status, rows, errors and what was committed, by whom and when; each opens the wizard at its step. */
const ImportsList = observer(function ImportsList() {
  const base = useRatesBase();
  const navigate = useNavigate();
  const canCreate = useService(Entitlements).isAllowed('rates', 'Create');
  const store = useService(RateImportStoreToken);
  const columns = useMemo(() => columnsFor(base), [base]);
  const list = useResourceList<RateImportRecord>({ store, filters: FILTERS, defaultSort: { field: 'createdAt', dir: 'desc' } });
  useCommands(
    [
      ...(canCreate ? [{ id: 'import-rate-sheet', title: 'Import a rate sheet', shortcut: 'alt+i', run: () => navigate(`${base}/imports/new`) }] : []),
      { id: 'refresh-imports', title: 'Refresh the import log', shortcut: 'alt+r', run: () => void list.reload() },
    ],
    [list, base, canCreate],
  );
  return (
    <section aria-labelledby="rate-imports-title">
      <Link to={`${base}/inventory`}>← Rate inventory</Link>
      <h1 id="rate-imports-title" className="pt-page-title">
        Rate-sheet imports
      </h1>
      <ResourceTable<RateImportRecord>
        list={list}
        label="Imports"
        columns={columns}
        search={{ label: 'Search imports', placeholder: 'File name…' }}
        exportName="rate-imports.csv"
        emptyText="No rate sheet imported yet"
        height={480}
        actions={canCreate && <Button size="small" intent="primary" icon="import" text="Import rate sheet" onClick={() => navigate(`${base}/imports/new`)} />}
      />
    </section>
  );
});

export default ImportsList;

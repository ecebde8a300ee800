import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Tag } from '@blueprintjs/core';
import { ResourceTable, formatDateTime, useCommands, useResourceList, type DataColumn, type FilterDef } from '@portolan/sdk';
import { PARTNER_BANKS } from '../../../shared/states';
import { API, type BatchRecord } from '../../../shared/types';
import { BATCH_STATE_INTENTS, BATCH_STATE_TITLES, StateTag, bankName, isSandbox, moneys, options } from './regularizeWords';

type Row = BatchRecord & Record<string, unknown>;

const FILTERS: FilterDef[] = [
  { id: 'state', label: 'State', kind: 'select', options: options(BATCH_STATE_TITLES) },
  { id: 'bank', label: 'Bank', kind: 'select', options: options(PARTNER_BANKS) },
];

const COLUMNS: DataColumn<Row>[] = [
  { id: 'createdAt', title: 'Created', width: 170, sortField: 'createdAt', render: (b) => <Link to={`/regularize/batches/${encodeURIComponent(b._id)}`}>{formatDateTime(b.createdAt)}</Link>, csv: (b) => b.createdAt },
  { id: 'state', title: 'State', width: 170, render: (b) => <StateTag state={b.state} titles={BATCH_STATE_TITLES} intents={BATCH_STATE_INTENTS} />, csv: (b) => b.state },
  { id: 'bank', title: 'Bank', width: 110, render: (b) => bankName(b.bank), csv: (b) => b.bank },
  { id: 'rowCount', title: 'Rows', width: 70, render: (b) => b.rowCount, csv: (b) => b.rowCount },
  { id: 'problemCount', title: 'Problems', width: 90, render: (b) => (b.problemCount ? <Tag intent="danger">{b.problemCount}</Tag> : 'None'), csv: (b) => b.problemCount },
  { id: 'totals', title: 'Totals', width: 200, render: (b) => moneys(b.totals), csv: (b) => b.totals.map((t) => `${t.amount} ${t.currency}`).join('; ') },
  {
    id: 'bankReference',
    title: 'Bank reference',
    width: 220,
    render: (b) =>
      b.bankReference ? (
        <>
          {b.bankReference}{' '}
          {isSandbox(b.bankReference, b.gateway) && (
            <Tag minimal intent="warning">
              Sandbox bank
            </Tag>
          )}
        </>
      ) : (
        '—'
      ),
    csv: (b) => b.bankReference ?? '',
  },
  { id: 'pushedAt', title: 'Pushed at', width: 170, sortField: 'pushedAt', render: (b) => (b.pushedAt ? formatDateTime(b.pushedAt) : '—'), csv: (b) => b.pushedAt ?? '' },
  { id: 'createdByName', title: 'By', width: 140, defaultVisible: false, render: (b) => b.createdByName ?? 'Partner link', csv: (b) => b.createdByName ?? '' },
];

/** `/regularize/batches`: the batches validated and pushed to the bank. */
const BatchList = observer(function BatchList() {
  const list = useResourceList<Row>({ base: API.batches, filters: FILTERS, search: false, defaultSort: { field: 'createdAt', dir: 'desc' } });
  useCommands([{ id: 'reload-batches', title: 'Refresh batches', shortcut: 'alt+r', run: () => void list.reload() }], [list]);
  return (
    <section aria-labelledby="batches-title">
      <h1 id="batches-title" className="pt-page-title">
        Regularization batches
      </h1>
      <ResourceTable<Row> list={list} label="Regularization batches" columns={COLUMNS} exportName="regularization-batches.csv" emptyText="No batch validated yet" height={520} />
    </section>
  );
});
export default BatchList;

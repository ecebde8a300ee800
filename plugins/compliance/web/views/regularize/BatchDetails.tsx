import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { LoadStates, RecordActivity, RecordTabsView, formatDateTime, useAnswer, useCommands, useRecordTabs } from '@portolan/sdk';
import { API, BATCH_KIND } from '../../../shared/types';
import { useRegularizationApi, type BatchDetails as Batch } from '../../api/regularizationApi';
import { BATCH_STATE_INTENTS, BATCH_STATE_TITLES, DANGER_TEXT, StateTag, bankName, isSandbox, money, moneys } from './regularizeWords';

function RowsTable({ batch }: { batch: Batch }) {
  const rows = batch.rows ?? [];
  if (!rows.length) return <p className={Classes.TEXT_MUTED}>The batch has no rows.</p>;
  return (
    <HTMLTable compact striped aria-label="Batch rows" style={{ width: '100%' }}>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Bill</th>
          <th scope="col">Remittance</th>
          <th scope="col">Amount</th>
          <th scope="col">Problems</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const problems = row.problems ?? [];
          return (
            <tr key={index} aria-label={`Row ${index + 1}`}>
              <td>{index + 1}</td>
              <td>{row.billId ? <Link to={`/regularize/bills/${encodeURIComponent(row.billId)}`}>{row.sbNumber ? `SB ${row.sbNumber}` : 'Open the bill'}{row.invoiceNumber ? ` · ${row.invoiceNumber}` : ''}</Link> : [row.sbNumber, row.sbDate, row.portCode].filter(Boolean).join(' · ') || '—'}</td>
              <td>{row.remittanceReference ?? row.remittanceId ?? '—'}</td>
              <td>{money(row.amount, row.currency)}</td>
              <td>
                {problems.length ? (
                  <ul style={{ margin: 0, paddingLeft: 16, color: DANGER_TEXT }}>
                    {problems.map((p, i) => (
                      <li key={i}>{p.message}</li>
                    ))}
                  </ul>
                ) : (
                  <span className={Classes.TEXT_MUTED}>None</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}

function BatchView({ batch, reload }: { batch: Batch; reload: () => void }) {
  const contributed = useRecordTabs({ kind: BATCH_KIND, recordId: batch._id, record: batch });
  useCommands([{ id: 'reload-batch', title: 'Reload batch', shortcut: 'alt+r', run: reload }], [batch.version]);
  const facts: Array<[string, ReactNode]> = [
    ['Bank', bankName(batch.bank)],
    ['Rows', batch.rowCount],
    ['Problems', batch.problemCount],
    ['Totals', moneys(batch.totals)],
    [
      'Bank reference',
      batch.bankReference ? (
        <>
          {batch.bankReference}{' '}
          {isSandbox(batch.bankReference, batch.gateway) && (
            <Tag intent="warning" icon="lab-test">
              Sandbox bank
            </Tag>
          )}
        </>
      ) : (
        '—'
      ),
    ],
    ['Pushed at', batch.pushedAt ? formatDateTime(batch.pushedAt) : '—'],
    ['Created', `${formatDateTime(batch.createdAt)}${batch.createdByName ? ` by ${batch.createdByName}` : ' from a partner link'}`],
    ['Bank answer', batch.bankAnswer ?? '—'],
  ];
  return (
    <section aria-labelledby="batch-title">
      <Link to="/regularize/batches">← Batches</Link>
      <h1 id="batch-title" className="pt-page-title">
        Batch of {formatDateTime(batch.createdAt)} <StateTag state={batch.state} titles={BATCH_STATE_TITLES} intents={BATCH_STATE_INTENTS} />
      </h1>
      <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '8px 16px', margin: '8px 0 16px' }}>
        {facts.map(([title, value]) => (
          <div key={title}>
            <dt className={Classes.TEXT_MUTED}>{title}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <RecordTabsView
        id="batch-tabs"
        contributed={contributed}
        tabs={[
          { id: 'rows', title: `Rows (${batch.rowCount})`, panel: <RowsTable batch={batch} /> },
          { id: 'activity', title: 'Activity', panel: <RecordActivity key={batch.version} path={`${API.batches}/${batch._id}`} /> },
        ]}
      />
    </section>
  );
}

/** `/regularize/batches/:id`: a batch with its resolved rows, each row's problems, and the bank's answer. */
export default function BatchDetails() {
  const { id = '' } = useParams();
  const api = useRegularizationApi();
  const details = useAnswer(() => api.batch(id), id);
  if (!details.data)
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Batch not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  return <BatchView batch={details.data} reload={details.reload} />;
}

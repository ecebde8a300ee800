import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Classes, HTMLTable } from '@blueprintjs/core';
import { Entitlements, LoadStates, NotificationBus, RecordActivity, RecordComments, RecordTabsView, countryName, formatDateTime, useAnswer, useCommands, useRecordTabs, useService } from '@portolan/sdk';
import { API, BILL_KIND } from '../../../shared/types';
import { useRegularizationApi, type BillDetails as Bill } from '../../api/regularizationApi';
import { BillDialog } from './BillDialog';
import { BILL_STATE_INTENTS, BILL_STATE_TITLES, DANGER_TEXT, OverdueTag, StateTag, day, daysToDueText, money } from './regularizeWords';

function RealizationsTable({ bill }: { bill: Bill }) {
  const rows = bill.realizations ?? [];
  if (!rows.length) return <p className={Classes.TEXT_MUTED}>No remittance realized against this bill yet.</p>;
  return (
    <HTMLTable compact striped aria-label="Realizations">
      <thead>
        <tr>
          <th scope="col">Remittance</th>
          <th scope="col">Amount</th>
          <th scope="col">Batch</th>
          <th scope="col">Recorded</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r._id}>
            <td>{r.remittanceReference}</td>
            <td>{money(r.amount, r.currency)}</td>
            <td>{r.batchId ? <Link to={`/regularize/batches/${encodeURIComponent(r.batchId)}`}>{r.batchReference ?? 'Open the batch'}</Link> : '—'}</td>
            <td>{formatDateTime(r.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function BillRecordView({ bill, reload }: { bill: Bill; reload: () => void }) {
  const api = useRegularizationApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState(false);
  const contributed = useRecordTabs({ kind: BILL_KIND, recordId: bill._id, record: bill });
  const path = `${API.bills}/${bill._id}`;
  const untouched = bill.state === 'OPEN' && !bill.realizations?.length;
  const canDelete = entitlements.isAllowed('regularization', 'Delete') && untouched;
  const canEdit = entitlements.isAllowed('regularization', 'Update') && untouched;
  const remove = async () => {
    const answer = await api.deleteBill(bill._id, bill.version);
    notify.outcome(answer.ok, { success: `Bill ${bill.sbNumber} deleted`, failure: `Failed to delete the bill: ${answer.errorMessage ?? 'Server Error'}` });
    setDeleting(false);
    if (answer.ok) navigate('/regularize/bills');
  };
  useCommands(
    [
      { id: 'reload-bill', title: 'Reload export bill', shortcut: 'alt+r', run: reload },
      ...(canEdit ? [{ id: 'edit-bill', title: `Edit bill ${bill.sbNumber}`, shortcut: 'alt+e', run: () => setEditing(true) }] : []),
      ...(canDelete ? [{ id: 'delete-bill', title: `Delete bill ${bill.sbNumber}`, run: () => setDeleting(true) }] : []),
    ],
    [bill.version, canDelete, canEdit],
  );
  const open = bill.state === 'OPEN' || bill.state === 'PARTLY_REALIZED';
  const fields: Array<[string, string]> = [
    ['Shipping bill', `${bill.sbNumber} of ${day(bill.sbDate)}`],
    ['Port', bill.portCode],
    ['Invoice', `${bill.invoiceNumber} of ${day(bill.invoiceDate)}`],
    ['Buyer', [bill.buyerName, bill.buyerCountry ? countryName(bill.buyerCountry) : null].filter(Boolean).join(', ') || '—'],
    ['Shipment', bill.shipmentReference ?? '—'],
    ['Date of export', day(bill.exportDate)],
    ['Realization due', day(bill.realizationDueDate)],
    ['Bank reference', bill.bankReference ?? '—'],
    ['Regularized', bill.regularizedAt ? formatDateTime(bill.regularizedAt) : '—'],
  ];
  return (
    <section aria-labelledby="bill-title">
      <Link to="/regularize/bills">← Export bills</Link>
      <h1 id="bill-title" className="pt-page-title">
        Shipping bill {bill.sbNumber} <StateTag state={bill.state} titles={BILL_STATE_TITLES} intents={BILL_STATE_INTENTS} /> <OverdueTag overdue={bill.overdue} />
      </h1>
      <div role="group" aria-label="Amounts" style={{ display: 'flex', gap: 24, margin: '8px 0', flexWrap: 'wrap' }}>
        {(
          [
            ['Invoice value', money(bill.invoiceValue, bill.currency)],
            ['Realized', money(bill.realizedAmount, bill.currency)],
            ['Outstanding', money(bill.outstandingAmount, bill.currency)],
            ['Days to due', open ? daysToDueText(bill.daysToDue) : '—'],
          ] as const
        ).map(([title, value]) => (
          <div key={title} role="group" aria-label={title}>
            <div className={Classes.TEXT_MUTED}>{title}</div>
            <strong style={title === 'Days to due' && open && bill.daysToDue < 0 ? { color: DANGER_TEXT } : undefined}>{value}</strong>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
        {open && <Button size="small" intent="primary" icon="exchange" text="Match remittances" onClick={() => navigate(`/regularize/match?bill=${encodeURIComponent(bill._id)}`)} />}
        {canEdit && <Button size="small" icon="edit" text="Edit bill" onClick={() => setEditing(true)} />}
        {canDelete && <Button size="small" intent="danger" variant="outlined" icon="trash" text="Delete bill" onClick={() => setDeleting(true)} />}
      </div>
      {editing && (
        <BillDialog
          bill={bill}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            reload();
          }}
        />
      )}
      <Alert isOpen={deleting} intent="danger" icon="trash" confirmButtonText="Delete bill" cancelButtonText="Cancel" onConfirm={() => void remove()} onCancel={() => setDeleting(false)}>
        Delete shipping bill {bill.sbNumber}? Nothing has been realized against it.
      </Alert>
      <RecordTabsView
        id="bill-tabs"
        contributed={contributed}
        tabs={[
          {
            id: 'bill',
            title: 'Bill',
            panel: (
              <>
                <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '8px 16px', margin: '8px 0 16px' }}>
                  {fields.map(([title, value]) => (
                    <div key={title}>
                      <dt className={Classes.TEXT_MUTED}>{title}</dt>
                      <dd style={{ margin: 0 }}>{value}</dd>
                    </div>
                  ))}
                </dl>
                <h2 style={{ fontSize: 16 }}>Realizations</h2>
                <RealizationsTable bill={bill} />
              </>
            ),
          },
          { id: 'comments', title: 'Comments', panel: <RecordComments path={path} canAdd={entitlements.isAllowed('regularization', 'Create')} /> },
          { id: 'activity', title: 'Activity', panel: <RecordActivity key={bill.version} path={path} /> },
        ]}
      />
    </section>
  );
}

/** `/regularize/bills/:id`: an export bill — its fields, realizations, comments and activity. */
export default function BillDetails() {
  const { id = '' } = useParams();
  const api = useRegularizationApi();
  const details = useAnswer(() => api.bill(id), id);
  if (!details.data)
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Export bill not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  return <BillRecordView bill={details.data} reload={details.reload} />;
}

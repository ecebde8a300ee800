import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { Entitlements, LoadStates, NotificationBus, RecordActivity, RecordComments, RecordTabsView, TransitionButtons, formatDate, saveBlob, useAnswer, useCommands, useRecordTabs, useService } from '@portolan/sdk';
import { DISPUTE_ACTIONS, type DisputeState } from '../../../shared/states';
import { DND_API, type Dispute } from '../../../shared/types';
import { useDndApi } from '../../api/dndApi';
import { DISPUTE_STATE_INTENTS, DISPUTE_STATE_TITLES, StateTag, day, money } from '../common/dndWords';
import { PartlyWonDialog } from './PartlyWonDialog';

/** The moves TransitionButtons draws; partly won asks for the amount in its own dialog. */
const { partlyWin, ...SIMPLE_ACTIONS } = DISPUTE_ACTIONS;

function Evidence({ dispute }: { dispute: Dispute }) {
  if (dispute.evidence.length === 0) return <p className={Classes.TEXT_MUTED}>No finding was recorded when the dispute was opened</p>;
  return (
    <HTMLTable compact striped aria-label="Evidence" style={{ width: '100%' }}>
      <thead>
        <tr>
          <th>Field</th>
          <th>Severity</th>
          <th>Finding</th>
          <th>Billed</th>
          <th>Expected</th>
        </tr>
      </thead>
      <tbody>
        {dispute.evidence.map((f, i) => (
          <tr key={i}>
            <td>{f.field || '—'}</td>
            <td>
              <Tag minimal intent={f.severity === 'ERROR' ? 'danger' : 'warning'}>
                {f.severity === 'ERROR' ? 'Error' : 'Warning'}
              </Tag>
            </td>
            <td>{f.message}</td>
            <td>{f.billed ?? '—'}</td>
            <td>{f.expected ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function DisputeRecord({ dispute, reload }: { dispute: Dispute; reload: () => void }) {
  const api = useDndApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const [partly, setPartly] = useState(false);
  const contributed = useRecordTabs({ kind: 'dnd-dispute', recordId: dispute._id, record: dispute });
  const path = `${DND_API.disputes}/${dispute._id}`;
  const mayPartly = (partlyWin.from as readonly DisputeState[]).includes(dispute.status) && entitlements.isAllowed('dnd', partlyWin.level);
  const pdf = async () => {
    const answer = await api.disputePdf(dispute._id);
    if (answer.ok && answer.data) saveBlob(answer.data, `${dispute.reference}.pdf`);
    notify.outcome(answer.ok, { success: `${dispute.reference}.pdf downloaded`, failure: `Could not download the letter: ${answer.errorMessage ?? 'Server Error'}` });
  };
  useCommands(
    [
      { id: 'reload-dnd-dispute', title: 'Reload dispute', shortcut: 'alt+r', run: reload },
      { id: 'dnd-dispute-pdf', title: `Download dispute letter (${dispute.reference})`, shortcut: 'mod+p', run: () => void pdf() },
      ...(mayPartly ? [{ id: 'dnd-dispute-partly', title: `Partly won (${dispute.reference})`, run: () => setPartly(true) }] : []),
    ],
    [dispute.version, mayPartly],
  );
  return (
    <section aria-labelledby="dnd-dispute-title">
      <Link to="/dnd/disputes">← Disputes</Link>
      <h1 id="dnd-dispute-title" className="pt-page-title">
        {dispute.reference} <StateTag state={dispute.status} titles={DISPUTE_STATE_TITLES} intents={DISPUTE_STATE_INTENTS} />
      </h1>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        <Link to={`/dnd/invoices/${encodeURIComponent(dispute.invoiceId)}`}>Invoice {dispute.invoiceNumber}</Link>
        <span>{dispute.carrier}</span>
        <span>{dispute.containerNumber}</span>
        <span>
          Disputed <strong>{money(dispute.disputed)}</strong>
        </span>
        <span>
          Recovered <strong>{money(dispute.recovered)}</strong>
        </span>
        <span className={Classes.TEXT_MUTED}>
          {dispute.submittedAt ? `Submitted ${formatDate(dispute.submittedAt)}` : 'Not submitted'}
          {dispute.respondBy ? ` · carrier answers by ${day(dispute.respondBy)}` : ''}
          {dispute.closedAt ? ` · closed ${formatDate(dispute.closedAt)}` : ''}
        </span>
      </div>
      <p style={{ whiteSpace: 'pre-wrap', margin: '8px 0' }}>{dispute.reason}</p>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0', flexWrap: 'wrap' }}>
        <TransitionButtons path={path} feature="dnd" state={dispute.status} version={dispute.version} actions={SIMPLE_ACTIONS} onDone={reload} />
        {mayPartly && <Button size="small" intent="success" variant="outlined" text={partlyWin.title} onClick={() => setPartly(true)} />}
        <Button size="small" icon="document" text="Dispute letter (PDF)" onClick={() => void pdf()} />
      </div>
      {partly && <PartlyWonDialog dispute={dispute} onClose={() => setPartly(false)} onDone={reload} />}
      <RecordTabsView
        id="dnd-dispute-tabs"
        contributed={contributed}
        tabs={[
          { id: 'evidence', title: `Evidence (${dispute.evidence.length})`, panel: <Evidence dispute={dispute} /> },
          { id: 'comments', title: 'Comments', panel: <RecordComments path={path} canAdd={entitlements.isAllowed('dnd', 'Create')} /> },
          { id: 'activity', title: 'Activity', panel: <RecordActivity key={dispute.version} path={path} /> },
        ]}
      />
    </section>
  );
}

/** `/dnd/disputes/:id`: a dispute with its evidence, moves (submit, won, partly won, lost, withdraw), letter, comments and activity. */
export default function DisputeDetails() {
  const { id = '' } = useParams();
  const api = useDndApi();
  const details = useAnswer(() => api.dispute(id), id);
  if (!details.data) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Dispute not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  }
  return <DisputeRecord dispute={details.data} reload={details.reload} />;
}

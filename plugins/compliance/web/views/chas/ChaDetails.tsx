import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Classes } from '@blueprintjs/core';
import { Entitlements, LoadStates, NotificationBus, RecordActivity, RecordComments, RecordTabsView, useAnswer, useCommands, useRecordTabs, useService } from '@portolan/sdk';
import { API, CHA_KIND, type ChaRecord } from '../../../shared/types';
import { useChaApi } from '../../api/chaApi';
import { ChaProfile } from './ChaProfile';
import { ChaScorecardPanel } from './ChaScorecardPanel';
import { ChaShipmentsPanel } from './ChaShipmentsPanel';
import { ChaStateTag, portText } from './chaWords';

function ChaRecordView({ cha, reload }: { cha: ChaRecord; reload: () => void }) {
  const api = useChaApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const canUpdate = entitlements.isAllowed('chas', 'Update');
  const [moving, setMoving] = useState(false);
  const contributed = useRecordTabs({ kind: CHA_KIND, recordId: cha._id, record: cha });
  const path = `${API.chas}/${cha._id}`;
  const next = cha.state === 'ACTIVE' ? 'SUSPENDED' : 'ACTIVE';
  const moveText = next === 'SUSPENDED' ? 'Suspend' : 'Activate';
  const move = async () => {
    setMoving(true);
    const answer = await api.update(cha, { state: next });
    setMoving(false);
    notify.outcome(answer.ok, {
      success: next === 'SUSPENDED' ? `${cha.name} suspended: it can no longer be assigned` : `${cha.name} is active again`,
      failure: `Could not ${moveText.toLowerCase()} ${cha.name}: ${answer.errorMessage ?? 'Server Error'}`,
    });
    reload();
  };
  useCommands(
    [
      { id: 'reload-cha', title: `Reload ${cha.name}`, shortcut: 'alt+r', run: reload },
      ...(canUpdate ? [{ id: 'cha-state', title: `${moveText} ${cha.name}`, run: () => void move() }] : []),
    ],
    [cha.version, canUpdate],
  );
  return (
    <section aria-labelledby="cha-title">
      <Link to="/chas">← Customs house agents</Link>
      <h1 id="cha-title" className="pt-page-title">
        {cha.name} <ChaStateTag state={cha.state} />
      </h1>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center', marginBottom: 8 }}>
        <span>Licence {cha.licenceNumber}</span>
        {cha.pan && <span>PAN {cha.pan}</span>}
        <span className={Classes.TEXT_MUTED}>{cha.ports.map(portText).join(', ') || 'No port'}</span>
        <span>
          {cha.assignments} shipment{cha.assignments === 1 ? '' : 's'} assigned
        </span>
        {canUpdate && <Button size="small" icon={next === 'SUSPENDED' ? 'pause' : 'play'} intent={next === 'SUSPENDED' ? 'warning' : 'success'} text={moveText} loading={moving} onClick={() => void move()} />}
      </div>
      <RecordTabsView
        id="cha-tabs"
        contributed={contributed}
        tabs={[
          { id: 'profile', title: 'Profile', panel: <ChaProfile key={cha.version} cha={cha} onSaved={reload} /> },
          { id: 'scorecard', title: 'Scorecard', panel: <ChaScorecardPanel chaId={cha._id} /> },
          { id: 'shipments', title: `Shipments (${cha.assignments})`, panel: <ChaShipmentsPanel chaId={cha._id} /> },
          { id: 'comments', title: 'Comments', panel: <RecordComments path={path} canAdd={entitlements.isAllowed('chas', 'Create')} /> },
          { id: 'activity', title: 'Activity', panel: <RecordActivity key={cha.version} path={path} /> },
        ]}
      />
    </section>
  );
}

/** `/chas/:id`: a customs house agent — profile (edit, suspend / activate), scorecard, shipments, documents, comments, activity. */
export default function ChaDetails() {
  const { id = '' } = useParams();
  const api = useChaApi();
  const details = useAnswer(() => api.cha(id), id);
  if (!details.data) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Customs house agent not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  }
  return <ChaRecordView cha={details.data} reload={details.reload} />;
}

import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Callout, Classes, Tag } from '@blueprintjs/core';
import { Entitlements, LoadStates, NotificationBus, RecordActivity, RecordComments, RecordTabsView, formatPort, portName, useAnswer, useCommands, useRecordTabs, useService, useTabParam } from '@portolan/sdk';
import { EGM_EDITABLE, type EgmState } from '../../../shared/states';
import { EGM_KIND, type EgmRecord, type Problem } from '../../../shared/types';
import { useEgmApi } from '../../api/egmApi';
import { AcknowledgementPanel } from './AcknowledgementPanel';
import { EgmActionButtons } from './EgmActionButtons';
import { FilingsTable } from './FilingsTable';
import { ManifestEditor } from './ManifestEditor';
import { EgmStateTag, day, plural } from './egmWords';
import { useEgmDraft } from './useEgmDraft';

/** How often a FILED EGM is asked for the gateway's answer. */
export const POLL_MS = 2000;

/** The problems of the last validate answer, for the version it left the record at. */
type Validated = { version: number; problems: Problem[] };

interface RecordViewProps {
  record: EgmRecord;
  problems: Problem[];
  reload: () => void;
  onStale: (message: string) => void;
  onValidated: (validated: Validated) => void;
  onSaved: () => void;
}

/** One loaded version of the EGM (keyed by it): header, state moves, customs' answer, tabs. */
const EgmRecordView = observer(function EgmRecordView({ record, problems, reload, onStale, onValidated, onSaved }: RecordViewProps) {
  const api = useEgmApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const [, setTab] = useTabParam();
  const contributed = useRecordTabs({ kind: EGM_KIND, recordId: record._id, record });
  const editable = entitlements.isAllowed('egm', 'Update') && EGM_EDITABLE.includes(record.state);
  const state = useEgmDraft(record, problems, onStale, onSaved);
  const path = api.path(record._id);

  const validate = async () => {
    let version = record.version;
    if (state.dirty) {
      const saved = await state.save();
      if (!saved) return;
      version = saved.version;
    }
    const answer = await api.validate(record._id, version);
    if (answer.ok && answer.data) {
      const found = answer.data.problems ?? [];
      onValidated({ version: answer.data.record.version, problems: found });
      if (found.length) notify.failure(`Validation found ${plural(found.length, 'problem')} to fix`);
      else notify.success('EGM validated: ready to file with customs');
      setTab('manifest');
    } else notify.failure(`Validation failed: ${answer.errorMessage ?? 'Server Error'}`);
    reload();
  };

  useCommands(
    [
      { id: 'reload-egm', title: 'Reload the EGM', shortcut: 'alt+r', run: reload },
      ...(editable ? [{ id: 'save-egm', title: 'Save the EGM', shortcut: 'alt+s', run: () => void state.save() }] : []),
    ],
    [record.version, editable],
  );

  return (
    <section aria-labelledby="egm-title">
      <Link to="/egm">← Export general manifests</Link>
      <h1 id="egm-title" className="pt-page-title" style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        EGM {record.vessel} {record.voyage} <EgmStateTag state={record.state} />
        {record.amendmentNo > 0 && <Tag minimal>Amendment {record.amendmentNo}</Tag>}
      </h1>
      <div role="group" aria-label="Sailing" style={{ display: 'flex', gap: 20, flexWrap: 'wrap', marginBottom: 8 }}>
        <span>
          <span className={Classes.TEXT_MUTED}>Port of loading</span> {record.pol ? formatPort(record.pol, portName(record.pol)) : '—'}
        </span>
        <span>
          <span className={Classes.TEXT_MUTED}>Sails</span> {day(record.sailingDate)}
        </span>
        <span>
          <span className={Classes.TEXT_MUTED}>Rotation</span> {record.rotationNumber ?? '—'}
        </span>
        <span>
          <span className={Classes.TEXT_MUTED}>EGM number</span> {record.egmNumber ?? '—'}
        </span>
        {record.createdByName && (
          <span>
            <span className={Classes.TEXT_MUTED}>Built by</span> {record.createdByName}
          </span>
        )}
      </div>
      <EgmActionButtons record={record} dirty={state.dirty} validate={validate} reload={reload} />
      <AcknowledgementPanel record={record} />
      <RecordTabsView
        id="egm-tabs"
        contributed={contributed}
        tabs={[
          { id: 'manifest', title: problems.length ? `Manifest (${plural(problems.length, 'problem')})` : 'Manifest', panel: <ManifestEditor state={state} problems={problems} editable={editable} /> },
          { id: 'filings', title: 'Filings', panel: <FilingsTable record={record} /> },
          { id: 'comments', title: 'Comments', panel: <RecordComments path={path} canAdd={entitlements.isAllowed('egm', 'Create')} /> },
          { id: 'activity', title: 'Activity', panel: <RecordActivity key={record.version} path={path} /> },
        ]}
      />
    </section>
  );
});

/**
 * `/egm/:id`: an export general manifest — its header and shipping bills edited in place, the last
 * validation's problems beside their fields, the moves its state allows, and while it is FILED the
 * gateway asked every 2 s until it answers (stopping when the screen closes).
 */
export default function EgmDetails() {
  const { id = '' } = useParams();
  const api = useEgmApi();
  const notify = useService(NotificationBus);
  const details = useAnswer(() => api.manifest(id), id);
  const [stale, setStale] = useState<string | undefined>();
  const [validated, setValidated] = useState<Validated | undefined>();
  const record = details.data && details.data._id === id ? details.data : undefined;
  const { reload } = details;

  const filed = record?.state === 'FILED';
  const version = record?.version;
  useEffect(() => {
    if (!filed) return;
    let open = true;
    const timer = setInterval(() => {
      void api.manifest(id).then((answer) => {
        if (open && answer.ok && answer.data && (answer.data.state !== 'FILED' || answer.data.version !== version)) reload();
      });
    }, POLL_MS);
    return () => {
      open = false;
      clearInterval(timer);
    };
  }, [filed, id, version, api, reload]);

  // Say so when customs answers while the screen is open.
  const seen = useRef<EgmState | undefined>(undefined);
  useEffect(() => {
    const now = record?.state;
    if (seen.current === 'FILED' && now && now !== 'FILED') {
      if (now === 'REJECTED') notify.failure('Customs rejected the EGM: see the gateway’s answer');
      else notify.success(`Customs acknowledged the EGM${record?.egmNumber ? `: EGM number ${record.egmNumber}` : ''}`);
    }
    seen.current = now;
  }, [record?.state, record?.egmNumber, notify]);

  if (!record) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="EGM not found" onRetry={reload}>
        {null}
      </LoadStates>
    );
  }
  const problems = validated && validated.version === record.version ? validated.problems : (record.problems ?? []);
  return (
    <>
      {stale && (
        <Callout intent="warning" title="This EGM changed since you opened it" role="alert" style={{ marginBottom: 8 }}>
          {stale} The latest version is shown below: your changes were not saved, make them again on this version.
        </Callout>
      )}
      <EgmRecordView
        key={`${record._id}:${record.version}`}
        record={record}
        problems={problems}
        reload={reload}
        onStale={(message) => {
          setStale(message);
          reload();
        }}
        onValidated={setValidated}
        onSaved={() => {
          setStale(undefined);
          reload();
        }}
      />
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Callout, Classes, Tag } from '@blueprintjs/core';
import { LoadStates, NotificationBus, RecordActivity, useCommands, useService } from '@portolan/sdk';
import { RATES_API, type ImportState, type RateImport } from '../../../shared/types';
import { RateImportStoreToken } from '../../stores/RateImportStore';
import { useRatesBase } from '../useRatesBase';
import { CommitStep } from './CommitStep';
import { importStatusIntent } from './importStatusIntent';
import { ImportSteps, type Step } from './ImportSteps';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';
import { UploadStep } from './UploadStep';

/** How often a committing import is read again. */
export const POLL_MS = 500;

/** The step an import is at: mapping until validated, then preview (or back to mapping), commit once committing. */
function stepOf(status: ImportState | undefined, backToMapping: boolean): Step {
  if (!status) return 'Upload';
  if (status === 'UPLOADED') return 'Mapping';
  if (status === 'VALIDATED') return backToMapping ? 'Mapping' : 'Preview';
  return 'Commit';
}

/**
 * `imports/new` and `imports/:id`: the rate-sheet wizard — upload, mapping, preview (row problems
 * fixed in place), commit with progress. An existing import opens at its step; cancel is offered
 * until the commit starts.
 */
const ImportWizard = observer(function ImportWizard() {
  const { id } = useParams();
  const base = useRatesBase();
  const navigate = useNavigate();
  const store = useService(RateImportStoreToken);
  const notify = useService(NotificationBus);
  const [backToMapping, setBackToMapping] = useState(false);
  const [committing, setCommitting] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [commitError, setCommitError] = useState<string | undefined>();
  const state = id ? store.detailsOf(id) : undefined;
  const record = state?.record;
  const status = record?.status;

  useEffect(() => {
    if (id) void store.fetchDetails(id);
  }, [id, store]);

  // While the server writes the rows, read the import again every POLL_MS (stopped on leaving).
  useEffect(() => {
    if (!id || status !== 'COMMITTING') return;
    const timer = setInterval(() => void store.fetchDetails(id), POLL_MS);
    return () => clearInterval(timer);
  }, [id, status, store]);

  // The end of a commit seen on this screen is announced once.
  const seen = useRef<ImportState | undefined>(undefined);
  useEffect(() => {
    const before = seen.current;
    seen.current = status;
    if (!record || !before || before === status) return;
    if (status === 'COMMITTED') notify.success(`${record.committedCount.toLocaleString('en')} rates imported`);
    if (status === 'FAILED') notify.failure('Failed to import the rate sheet');
  }, [status, record, notify]);

  const step = stepOf(status, backToMapping);
  const canCommit = step === 'Preview' && record?.errorCount === 0 && !committing;
  const cancellable = Boolean(record && (status === 'UPLOADED' || status === 'VALIDATED' || status === 'FAILED'));
  useCommands(
    [
      { id: 'refresh-import', title: 'Refresh the import', shortcut: 'alt+r', run: () => id && void store.fetchDetails(id) },
      ...(canCommit && record ? [{ id: 'commit-import', title: 'Commit the import', shortcut: 'alt+c', run: () => void commit(record) }] : []),
      ...(cancellable ? [{ id: 'cancel-import', title: 'Cancel the import', run: () => setConfirmCancel(true) }] : []),
    ],
    [id, store, canCommit, cancellable, record?.version],
  );

  const commit = async (current: RateImport) => {
    setCommitting(true);
    setCommitError(undefined);
    const result = await store.commit(current._id, current.version);
    setCommitting(false);
    if (!result.ok) {
      notify.failure('Failed to commit the import');
      setCommitError(result.errorMessage ?? 'Server Error');
      void store.fetchDetails(current._id);
    }
  };
  const cancel = async () => {
    setConfirmCancel(false);
    if (!record) return navigate(`${base}/imports`);
    const result = await store.cancel(record._id, record.version);
    notify.outcome(result.ok, { success: 'Import cancelled', failure: `Failed to cancel the import${result.errorMessage ? `: ${result.errorMessage}` : ''}` });
    if (result.ok) navigate(`${base}/imports`);
  };

  let body;
  if (!id) {
    body = <UploadStep onUploaded={(r) => navigate(`${base}/imports/${r._id}`, { replace: true })} onCancel={() => navigate(`${base}/imports`)} />;
  } else if (!record) {
    body = (
      <LoadStates isFetching={state?.isFetching ?? true} error={state?.errorMessage} empty emptyText="Import not found" onRetry={() => void store.fetchDetails(id)}>
        {null}
      </LoadStates>
    );
  } else if (record.status === 'CANCELLED') {
    body = (
      <Callout intent="none" title="This import was cancelled">
        Nothing from {record.fileName} was written. <Link to={`${base}/imports/new`}>Import another rate sheet</Link>
      </Callout>
    );
  } else if (step === 'Mapping') {
    body = (
      <MappingStep
        key={record.version}
        record={record}
        onValidated={() => setBackToMapping(false)}
        onCancel={() => setConfirmCancel(true)}
      />
    );
  } else if (step === 'Preview') {
    body = (
      <>
        {commitError && (
          <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
            {commitError}
          </Callout>
        )}
        <PreviewStep record={record} committing={committing} onBack={() => setBackToMapping(true)} onCommit={() => void commit(record)} onCancel={() => setConfirmCancel(true)} />
      </>
    );
  } else {
    body = <CommitStep record={record} base={base} />;
  }

  return (
    <section aria-labelledby="import-title">
      <Link to={`${base}/imports`}>← Import log</Link>
      <h1 id="import-title" className="pt-page-title">
        {record ? `Import ${record.fileName}` : 'Import a rate sheet'} {record && <Tag intent={importStatusIntent(record.status)}>{record.status}</Tag>}
      </h1>
      <ImportSteps current={step} failed={status === 'FAILED'} />
      {body}
      {record && (
        <section aria-label="Import activity" style={{ marginTop: 24 }}>
          <h2 className={Classes.HEADING}>Activity</h2>
          <RecordActivity key={`${record.version}:${record.status}`} path={`${RATES_API.imports}/${record._id}`} />
        </section>
      )}
      <Alert isOpen={confirmCancel} intent="danger" icon="cross" confirmButtonText="Cancel import" cancelButtonText="Keep going" onConfirm={() => void cancel()} onCancel={() => setConfirmCancel(false)}>
        <p>Cancel this import? Nothing from the sheet has been written; the import log keeps it as cancelled.</p>
      </Alert>
    </section>
  );
});

export default ImportWizard;

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Classes } from '@blueprintjs/core';
import { Entitlements, NotificationBus, useCommands, useService } from '@portolan/sdk';
import { EGM_ACTIONS } from '../../../shared/states';
import type { EgmRecord } from '../../../shared/types';
import { useEgmApi, type EgmAction } from '../../api/egmApi';

const DONE: Record<EgmAction, (r: EgmRecord) => string> = {
  file: () => 'EGM filed with customs',
  amend: (r) => `Amendment ${r.amendmentNo} opened as a draft`,
  redraft: () => 'The EGM is a draft again',
};

export interface EgmActionButtonsProps {
  record: EgmRecord;
  /** Unsaved edits: validate saves them first; filing waits for them to be saved. */
  dirty: boolean;
  validate: () => Promise<void>;
  reload: () => void;
}

/**
 * The moves the user may make now, by the state table (EGM_ACTIONS) and their level: Validate (DRAFT),
 * File with customs (VALIDATED), Amend (ACKNOWLEDGED, AMENDED), Back to draft (REJECTED), Delete (a
 * DRAFT). The server decides: a refusal (409) shows its message and the record is loaded again.
 */
export const EgmActionButtons = observer(function EgmActionButtons({ record, dirty, validate, reload }: EgmActionButtonsProps) {
  const api = useEgmApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);
  const canUpdate = entitlements.isAllowed('egm', 'Update');
  const canDelete = entitlements.isAllowed('egm', 'Delete') && record.state === 'DRAFT';
  const canValidate = canUpdate && record.state === 'DRAFT';
  const possible = (Object.keys(EGM_ACTIONS) as EgmAction[]).filter((a) => (EGM_ACTIONS[a].from as readonly string[]).includes(record.state) && entitlements.isAllowed('egm', EGM_ACTIONS[a].level));

  const run = async (action: EgmAction) => {
    setBusy(action);
    const answer = await api.action(record._id, action, record.version);
    setBusy(undefined);
    if (answer.ok && answer.data) notify.success(DONE[action](answer.data));
    else notify.failure(`${EGM_ACTIONS[action].title} failed: ${answer.errorMessage ?? 'Server Error'}`);
    reload();
  };
  const runValidate = async () => {
    setBusy('validate');
    await validate();
    setBusy(undefined);
  };
  const remove = async () => {
    setDeleting(false);
    setBusy('delete');
    const answer = await api.remove(record._id);
    setBusy(undefined);
    notify.outcome(answer.ok, { success: 'EGM deleted', failure: `Failed to delete the EGM: ${answer.errorMessage ?? 'Server Error'}` });
    if (answer.ok) navigate('/egm');
    else reload();
  };

  useCommands(
    [
      ...(canValidate ? [{ id: 'validate-egm', title: 'Validate the EGM', shortcut: 'alt+v', run: () => void runValidate() }] : []),
      ...possible.filter((a) => a !== 'file' || !dirty).map((a) => ({ id: `egm-${a}`, title: `${EGM_ACTIONS[a].title} (EGM ${record.vessel} ${record.voyage})`, run: () => void run(a) })),
    ],
    [record.version, record.state, canValidate, dirty, possible.join()],
  );

  return (
    <div role="group" aria-label="EGM actions" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      {canValidate && <Button intent="primary" icon="tick" text={dirty ? 'Save and validate' : 'Validate'} loading={busy === 'validate'} disabled={busy !== undefined} onClick={() => void runValidate()} />}
      {possible.map((a) => (
        <Button
          key={a}
          intent={a === 'file' ? 'primary' : 'none'}
          icon={a === 'file' ? 'send-message' : a === 'amend' ? 'edit' : 'undo'}
          text={EGM_ACTIONS[a].title}
          loading={busy === a}
          disabled={busy !== undefined || (a === 'file' && dirty)}
          title={a === 'file' && dirty ? 'Save your changes first' : undefined}
          onClick={() => void run(a)}
        />
      ))}
      {dirty && possible.includes('file') && <span className={Classes.TEXT_MUTED}>Save your changes before filing.</span>}
      {canDelete && <Button variant="minimal" intent="danger" icon="trash" text="Delete" disabled={busy !== undefined} onClick={() => setDeleting(true)} />}
      <Alert isOpen={deleting} intent="danger" icon="trash" confirmButtonText="Delete" cancelButtonText="Cancel" onConfirm={() => void remove()} onCancel={() => setDeleting(false)} canEscapeKeyCancel>
        Delete the draft EGM of {record.vessel} voyage {record.voyage}? Its shipping bills go with it.
      </Alert>
    </div>
  );
});


import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { HttpClient, NotificationBus, serverErrorOf, useService } from '@portolan/sdk';
import { LOSS_REASONS } from '../../../shared/states';
import { words } from './enquiryStatusIntent';

/** "Mark lost" asks why (LOSS_REASONS, required) and an optional comment, then posts `mark-lost` with the version. */
export function MarkLostDialog({ path, version, isOpen, onClose, onDone }: { path: string; version: number; isOpen: boolean; onClose: () => void; onDone: () => void }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<{ field?: string; message: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason) {
      setError({ field: 'reason', message: 'Choose why it was lost' });
      return;
    }
    setBusy(true);
    const answer = await http.post(`${path}/mark-lost/`, { data: { version, reason, ...(comment.trim() && { comment: comment.trim() }) } });
    setBusy(false);
    notify.outcome(answer.ok, { success: 'Enquiry marked lost', failure: 'Failed to mark the enquiry lost' });
    if (answer.ok) {
      onClose();
      onDone();
    } else setError(serverErrorOf(answer));
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Mark the enquiry lost">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <FormGroup label="Reason" labelFor="loss-reason" labelInfo="(required)" helperText={error?.field === 'reason' ? error.message : undefined} intent={error?.field === 'reason' ? 'danger' : 'none'}>
            <HTMLSelect id="loss-reason" value={reason} onChange={(e) => setReason(e.target.value)} fill>
              <option value="">Choose a reason…</option>
              {LOSS_REASONS.map((r) => (
                <option key={r} value={r}>
                  {words(r)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="Comment (the customer's feedback)" labelFor="loss-comment">
            <TextArea id="loss-comment" value={comment} onChange={(e) => setComment(e.target.value)} fill rows={3} />
          </FormGroup>
          {error && error.field !== 'reason' && (
            <Callout intent="danger" role="alert">
              {error.message}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter actions={[<Button key="cancel" text="Cancel" onClick={onClose} />, <Button key="ok" type="submit" intent="danger" text="Mark lost" loading={busy} />]} />
      </form>
    </Dialog>
  );
}

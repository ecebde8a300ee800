import { TextArea } from '@blueprintjs/core';
import type { ApiResult } from '../HttpClient';
import { FormDialog } from '../forms/FormDialog';
import { FormField } from '../forms/FormField';
import { useForm } from '../forms/useForm';

export interface ApprovalDecisionDialogProps {
  decision: 'APPROVE' | 'REJECT';
  /** The level being decided, for the title. */
  level: number;
  /** Sends the decision with the comment; a 400 naming `data.comment` shows beside the field. */
  onSubmit: (comment: string) => Promise<ApiResult<unknown>>;
  onDone: () => void;
  onClose: () => void;
}

/** Approve (optional comment) or reject (a comment is required) the pending level of an approval. */
export function ApprovalDecisionDialog({ decision, level, onSubmit, onDone, onClose }: ApprovalDecisionDialogProps) {
  const reject = decision === 'REJECT';
  const form = useForm({
    initial: { comment: '' },
    validate: (v) => ({ comment: reject && !v.comment.trim() ? 'Say why you reject it' : v.comment.length > 2000 ? 'At most 2000 characters' : undefined }),
    submit: (v) => onSubmit(v.comment.trim()),
    onSuccess: onDone,
  });
  return (
    <FormDialog form={form} title={reject ? `Reject level ${level}` : `Approve level ${level}`} onClose={onClose} submit={{ text: reject ? 'Reject' : 'Approve', intent: reject ? 'danger' : 'success', icon: reject ? 'cross' : 'tick' }}>
      <FormField form={form} name="comment" label="Comment" required={reject} help={reject ? 'The requester sees it' : 'Optional'}>
        <TextArea {...form.input('comment')} fill rows={3} maxLength={2000} autoFocus />
      </FormField>
    </FormDialog>
  );
}
ApprovalDecisionDialog.displayName = 'Portolan.ApprovalDecisionDialog';

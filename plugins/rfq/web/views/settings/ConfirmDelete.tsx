import { Alert } from '@blueprintjs/core';

/** "Delete <what>?" with Cancel and Delete (danger); Escape cancels. */
export function ConfirmDelete({ what, onCancel, onConfirm }: { what: string; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Alert isOpen intent="danger" icon="trash" cancelButtonText="Cancel" confirmButtonText="Delete" canEscapeKeyCancel onCancel={onCancel} onConfirm={onConfirm}>
      <p>Delete {what}? This cannot be undone.</p>
    </Alert>
  );
}

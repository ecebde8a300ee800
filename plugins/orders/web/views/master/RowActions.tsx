import { Button } from '@blueprintjs/core';

/** The actions of a catalogue row: Edit and Deactivate / Activate, named with the row's code. */
export function RowActions({ name, active, onEdit, onSetActive }: { name: string; active: boolean; onEdit: () => void; onSetActive: (active: boolean) => void }) {
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      <Button size="small" variant="minimal" icon="edit" text="Edit" aria-label={`Edit ${name}`} onClick={onEdit} />
      <Button size="small" variant="minimal" icon={active ? 'disable' : 'confirm'} text={active ? 'Deactivate' : 'Activate'} aria-label={`${active ? 'Deactivate' : 'Activate'} ${name}`} onClick={() => onSetActive(!active)} />
    </span>
  );
}

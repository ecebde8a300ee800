import { Checkbox, InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, useForm, type ApiResult } from '@portolan/sdk';

export interface PickSetDialogProps {
  title: string;
  /** What the members are called ('Terms', 'Vendors'), the field's label. */
  membersLabel: string;
  /** The body field the members go to (`termIds`, `vendorCompanyIds`): a server 400 naming it shows beside the list. */
  membersField: string;
  choices: ReadonlyArray<{ id: string; label: string; detail?: string }>;
  initial?: { name: string; members: readonly string[] };
  /** At least one member (the server's rule for the set). */
  requireMembers?: boolean;
  onClose: () => void;
  onSave: (value: { name: string; members: string[] }) => Promise<ApiResult<unknown>>;
}

/**
 * A named set of picked records — a term group (terms) or a vendor group (network companies): the name
 * and a checkbox per choice, the server's 400 beside the field it names, nothing lost on a failure.
 */
export function PickSetDialog({ title, membersLabel, membersField, choices, initial, requireMembers, onClose, onSave }: PickSetDialogProps) {
  // The members' value is named after the body field, so the server's 400 (`data.termIds.2`) lands beside the list.
  const form = useForm<Record<string, string>>({
    initial: { name: initial?.name ?? '', [membersField]: (initial?.members ?? []).join(',') },
    validate: (v) => ({
      name: !v.name.trim() ? 'Enter a name' : v.name.trim().length > 200 ? 'At most 200 characters' : undefined,
      [membersField]: requireMembers && !v[membersField] ? 'Pick at least one' : undefined,
    }),
    submit: (v) => onSave({ name: v.name.trim(), members: v[membersField] ? v[membersField].split(',') : [] }),
  });
  const error = form.errors[membersField];
  const picked = new Set(form.values[membersField] ? form.values[membersField].split(',') : []);
  const toggle = (id: string) => {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    form.set(membersField, choices.filter((c) => next.has(c.id)).map((c) => c.id).join(','));
  };
  const membersId = form.idOf(membersField);
  return (
    <FormDialog form={form} title={title} onClose={onClose} submit={{ text: 'Save' }} width={560}>
      <FormField form={form} name="name" label="Name" required>
        <InputGroup {...form.input('name')} maxLength={200} />
      </FormField>
      <fieldset id={membersId} tabIndex={-1} aria-describedby={error ? `${membersId}-error` : undefined} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ marginBottom: 6 }}>
          {membersLabel} ({picked.size} picked)
        </legend>
        {choices.length ? (
          <div style={{ maxHeight: 300, overflowY: 'auto' }}>
            {choices.map((c) => (
              <Checkbox key={c.id} checked={picked.has(c.id)} onChange={() => toggle(c.id)}>
                {c.label}
                {c.detail && <span className="bp6-text-muted"> · {c.detail}</span>}
              </Checkbox>
            ))}
          </div>
        ) : (
          <p>Nothing to pick yet.</p>
        )}
        {error && (
          <p id={`${membersId}-error`} role="alert" style={{ color: 'var(--pt-danger, #c23030)' }}>
            {error}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}

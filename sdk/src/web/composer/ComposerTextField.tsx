import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';

export interface ComposerTextFieldProps {
  label: string;
  value: string;
  multiline?: boolean;
  type?: 'text' | 'color';
  /** Called on blur and on Enter (single line) when the text changed: one undo step per edit, not per key. */
  onCommit: (value: string) => void;
}

/** A labelled text field of the property panel that keeps the typing local until it is committed. */
export function ComposerTextField({ label, value, multiline, type = 'text', onCommit }: ComposerTextFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // Changed from outside (undo, another node selected): show the new value.
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <FormGroup label={label} labelFor={id} className="pt-composer-field">
      {multiline ? (
        <TextArea id={id} value={draft} fill rows={3} onChange={(e) => setDraft(e.target.value)} onBlur={commit} />
      ) : (
        <InputGroup
          id={id}
          type={type}
          small
          value={draft}
          onValueChange={(v) => setDraft(v)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
      )}
    </FormGroup>
  );
}

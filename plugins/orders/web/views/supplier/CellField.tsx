import { InputGroup, Intent } from '@blueprintjs/core';
import type { FormState } from '@portolan/sdk';

export interface CellFieldProps {
  form: Pick<FormState<Record<string, string>>, 'input' | 'errors'>;
  name: string;
  /** The accessible name (a table cell has no visible label): e.g. "Cargo ready, line 1". */
  label: string;
  type?: 'text' | 'date' | 'number';
  readOnly?: boolean;
  width?: number;
  /** Right-aligned (amounts, quantities). */
  numeric?: boolean;
}

/**
 * One input of a lines grid bound to a `useForm` form: named for screen readers, its client check or
 * the server's 400 naming it shown under it in red (announced, linked by aria-describedby).
 */
export function CellField({ form, name, label, type = 'text', readOnly, width, numeric }: CellFieldProps) {
  const props = form.input(name);
  const error = form.errors[name];
  return (
    <div style={{ minWidth: width }}>
      <InputGroup
        {...props}
        size="small"
        type={type}
        aria-label={label}
        readOnly={readOnly}
        inputMode={numeric ? 'decimal' : undefined}
        intent={error ? Intent.DANGER : Intent.NONE}
        style={numeric ? { textAlign: 'right' } : undefined}
      />
      {error && (
        <div id={`${props.id}-error`} role="alert" style={{ color: '#AC2F33', fontSize: 12, marginTop: 2 }}>
          {error}
        </div>
      )}
    </div>
  );
}

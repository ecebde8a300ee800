import { InputGroup } from '@blueprintjs/core';
import { FieldError } from '@portolan/sdk';

export interface DraftInputProps {
  /** The field path (`shippingBills.0.containers.1.sealNumber`); the input's id is `idOf(path)`, its error's `idOf(path)-error`. */
  path: string;
  idOf: (path: string) => string;
  /** The accessible name: the visible label's text and whose field it is. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  readOnly: boolean;
  width?: number;
  placeholder?: string;
  type?: 'text' | 'date';
}

/** One input of the manifest editor (a grid cell or a card's field) with its problem beneath it, in red and announced. */
export function DraftInput({ path, idOf, label, value, onChange, error, readOnly, width, placeholder, type = 'text' }: DraftInputProps) {
  const id = idOf(path);
  return (
    <>
      <InputGroup
        id={id}
        size="small"
        type={type}
        aria-label={label}
        value={value}
        placeholder={placeholder}
        readOnly={readOnly}
        intent={error ? 'danger' : 'none'}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        style={{ width }}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={`${id}-error`} maxWidth={width ? Math.max(width, 140) : undefined}>
        {error}
      </FieldError>
    </>
  );
}

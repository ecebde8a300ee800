import type { ReactNode } from 'react';
import { FieldError, type FormState } from '@portolan/sdk';
import type { BookingValues } from './bookingFormValues';

/** A grid cell of the booking form: its input and, beneath it, its own problem (a client check or the server's 400 naming it). */
export function Cell({ form, name, children, width }: { form: FormState<BookingValues>; name: string; children: ReactNode; width?: number }) {
  const error = form.errors[name];
  return (
    <td style={{ verticalAlign: 'top', padding: '2px 3px', width }}>
      {children}
      <FieldError id={`${form.idOf(name)}-error`}>{error}</FieldError>
    </td>
  );
}

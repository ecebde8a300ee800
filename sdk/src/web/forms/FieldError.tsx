import type { ReactNode } from 'react';
import { Classes } from '@blueprintjs/core';

export interface FieldErrorProps {
  /** `${form.idOf(name)}-error` — the id `form.input(name)` names in its aria-describedby. */
  id: string;
  /** The problem; nothing is rendered while it is empty. */
  children?: ReactNode;
  /** Wraps a long message under a narrow grid cell. */
  maxWidth?: number;
}

/**
 * A field's problem (a client check or the server's 400 naming it) under a control that has no
 * `FormField` around it — a grid cell, an unlabelled select: small dark-red text (Blueprint's
 * #ac2f33, which passes WCAG AA on white at 12 px; #cd4246 does not), announced, and linked to
 * its input through the id.
 */
export function FieldError({ id, children, maxWidth }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div id={id} role="alert" className={Classes.TEXT_SMALL} style={{ color: '#ac2f33', maxWidth }}>
      {children}
    </div>
  );
}
FieldError.displayName = 'Portolan.FieldError';

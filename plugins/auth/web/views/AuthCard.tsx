import type { ReactNode } from 'react';
import { Card, Classes, Elevation } from '@blueprintjs/core';

/** The centred card every account screen sits in. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="pt-auth">
      <Card elevation={Elevation.TWO} className="pt-auth__card">
        <div className="pt-auth__brand" aria-hidden="true">
          <span className="pt-auth__mark">◈</span> Portolan
        </div>
        <h1 className={`${Classes.HEADING} pt-auth__title`}>{title}</h1>
        {subtitle && <p className={`${Classes.TEXT_MUTED} pt-auth__subtitle`}>{subtitle}</p>}
        {children}
      </Card>
      {footer && <div className="pt-auth__footer">{footer}</div>}
    </div>
  );
}
AuthCard.displayName = 'Portolan.AuthCard';

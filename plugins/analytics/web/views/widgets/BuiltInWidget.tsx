import type { ComponentType } from 'react';
import { ReportWidget } from '@portolan/sdk';

/** The component of one built-in widget: its report drawn with the dashboard's filter. */
export function widgetFor(name: string): ComponentType {
  return function BuiltInWidget() {
    return <ReportWidget name={name} emptyText="No shipments match these filters" />;
  };
}

import { Button, Classes, Drawer, DrawerSize, H4, Icon } from '@blueprintjs/core';
import type { DashboardLayoutStore } from './DashboardLayoutStore';
import { WidgetSettingsPanel } from './WidgetSettingsPanel';

export interface CustomizeDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  layout: DashboardLayoutStore;
}

const TITLE_ID = 'customize-dashboard-title';

/**
 * "Customize dashboard": the widget switches, descriptions and sizes beside the dashboard. (Blueprint's
 * Drawer draws no dialog role or name, so its header is drawn here inside a labelled dialog.)
 */
export function CustomizeDrawer({ isOpen, onClose, layout }: CustomizeDrawerProps) {
  return (
    <Drawer isOpen={isOpen} onClose={onClose} size={DrawerSize.SMALL}>
      <div role="dialog" aria-modal="true" aria-labelledby={TITLE_ID} className="pt-customize-drawer">
        <div className={Classes.DRAWER_HEADER}>
          <Icon icon="settings" size={20} />
          <H4 id={TITLE_ID}>Customize dashboard</H4>
          <Button aria-label="Close" className={Classes.DIALOG_CLOSE_BUTTON} icon="small-cross" variant="minimal" onClick={onClose} />
        </div>
        <div className={Classes.DRAWER_BODY}>
          <div className={Classes.DIALOG_BODY}>
            <WidgetSettingsPanel layout={layout} />
          </div>
        </div>
      </div>
    </Drawer>
  );
}

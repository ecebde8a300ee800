import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Classes, H2, NonIdealState } from '@blueprintjs/core';
import { LocalSettings, WidgetRegistry, useCommands, useService } from '@portolan/sdk';
import { CustomizeDrawer } from './CustomizeDrawer';
import { DashboardFilterBar } from './DashboardFilterBar';
import { DashboardGrid } from './DashboardGrid';
import { arrangeWidgets } from './arrangeWidgets';
import { useDashboardLayout } from './useDashboardLayout';
import { useFilterInUrl } from './useFilterInUrl';
import { useFreshnessPolling } from './useFreshnessPolling';
import { isWidgetShown, setWidgetShown } from './widgetToggle';
import './dashboard.css';

/**
 * /dashboard: the widgets of plugins and add-ons (built-in ones registered like any add-on's), in the
 * user's order and sizes (saved per user on the server), those the user switched off left out (local
 * settings); a shared filter bar above them (kept in the URL); widgets reload when shipments change
 * (the facts' revision is polled). Each widget is a lazy chunk in its own card.
 */
const DashboardScreen = observer(function DashboardScreen() {
  const registry = useService(WidgetRegistry);
  const settings = useService(LocalSettings);
  const layout = useDashboardLayout();
  const [customizing, setCustomizing] = useState(false);
  useFilterInUrl();
  useFreshnessPolling();
  useCommands([{ id: 'customize-dashboard', title: 'Customize dashboard', section: 'Dashboard', run: () => setCustomizing(true) }]);

  const arranged = arrangeWidgets(registry.visible, layout.items);
  const shown = arranged.filter((item) => isWidgetShown(settings, item.widget));
  const customize = <Button icon="settings" text="Customize" onClick={() => setCustomizing(true)} />;

  let body;
  if (arranged.length === 0) {
    body = <NonIdealState icon="dashboard" title="No widgets yet" description="Apps and add-ons that offer dashboard widgets show them here." />;
  } else if (layout.status === 'loading') {
    body = <div className="pt-dashboard__loading" aria-busy="true" aria-label="Loading your dashboard layout" />;
  } else if (shown.length === 0) {
    body = <NonIdealState icon="eye-off" title="Every widget is hidden" description="Switch the widgets you want back on." action={customize} />;
  } else {
    body = <DashboardGrid items={shown} onChange={layout.change} onHide={(item) => setWidgetShown(settings, item.widget, false)} />;
  }

  return (
    <div className="pt-dashboard">
      <div className="pt-dashboard__head">
        <H2 className={Classes.HEADING}>Dashboard</H2>
        {arranged.length > 0 && customize}
      </div>
      {arranged.length > 0 && <DashboardFilterBar />}
      {body}
      <CustomizeDrawer isOpen={customizing} onClose={() => setCustomizing(false)} layout={layout} />
    </div>
  );
});

export default DashboardScreen;

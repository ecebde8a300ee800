import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Classes, H2, NonIdealState } from '@blueprintjs/core';
import { WidgetRegistry, useService } from '@portolan/sdk';
import { WidgetSettingsPanel } from './WidgetSettingsPanel';
import { useDashboardLayout } from './useDashboardLayout';
import './dashboard.css';

/** /dashboard/widgets: the widgets feature screen, the dashboard's Customize panel as a full page. */
const WidgetsScreen = observer(function WidgetsScreen() {
  const registry = useService(WidgetRegistry);
  const layout = useDashboardLayout();
  return (
    <div className="pt-dashboard pt-dashboard--widgets">
      <H2 className={Classes.HEADING}>Dashboard widgets</H2>
      <p>
        Choose the widgets your <Link to="/dashboard">dashboard</Link> shows and their sizes. Switches are kept in this browser; order and sizes follow you.
      </p>
      {registry.visible.length === 0 ? (
        <NonIdealState icon="widget" title="No widgets yet" description="Apps and add-ons that offer dashboard widgets show them here." />
      ) : (
        <WidgetSettingsPanel layout={layout} />
      )}
    </div>
  );
});

export default WidgetsScreen;

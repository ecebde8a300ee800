import { observer } from 'mobx-react-lite';
import { Card, Classes, H2, H3, NonIdealState } from '@blueprintjs/core';
import { ContainerContext, WidgetRegistry, useService } from '@portolan/sdk';
import { useContext } from 'react';
import type { Container } from 'inversify';
import { LazyScreen } from '../shell/LazyScreen';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary';
import { PluginContainersContext } from './PluginContainersContext';

/**
 * /dashboard: the widgets plugins and add-ons contribute, each a lazy chunk in its own card (a widget
 * that fails to load shows the chunk-load error in its card, not over the page).
 */
const DashboardScreen = observer(function DashboardScreen() {
  const widgets = useService(WidgetRegistry);
  const containers = useContext(PluginContainersContext);
  const fallback = useContext(ContainerContext);
  return (
    <div className="pt-dashboard" style={{ padding: 16 }}>
      <H2 className={Classes.HEADING}>Dashboard</H2>
      {widgets.visible.length === 0 ? (
        <NonIdealState icon="dashboard" title="No widgets yet" description="Apps and add-ons that offer dashboard widgets show them here." />
      ) : (
        <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))' }}>
          {widgets.visible.map((widget) => (
            <Card key={`${widget.pluginId}:${widget.id}`} role="region" aria-label={widget.title} compact>
              <H3 style={{ fontSize: 15 }}>{widget.title}</H3>
              <ContainerContext.Provider value={(containers?.of(widget.pluginId) ?? fallback) as Container}>
                <ChunkErrorBoundary>
                  <LazyScreen load={widget.load} />
                </ChunkErrorBoundary>
              </ContainerContext.Provider>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
});

export default DashboardScreen;

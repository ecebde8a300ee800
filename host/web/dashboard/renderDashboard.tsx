import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ContainerContext } from '@portolan/sdk';
import { PluginContainersContext } from '../addons/PluginContainersContext';
import type { DashboardTester } from './dashboardTester';

/** Shows the URL's query in the page, for tests to read what a screen wrote there. */
function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

/** Renders a dashboard screen alone (no chrome) at a path, with the URL's query readable as `location-search`. */
export function renderDashboard(tester: DashboardTester, screen: ReactElement, path = '/dashboard'): RenderResult {
  return render(
    <ContainerContext.Provider value={tester.root}>
      <PluginContainersContext.Provider value={tester.containers}>
        <MemoryRouter initialEntries={[path]}>
          {screen}
          <LocationProbe />
        </MemoryRouter>
      </PluginContainersContext.Provider>
    </ContainerContext.Provider>,
  );
}

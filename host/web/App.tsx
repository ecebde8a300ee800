import type { Container } from 'inversify';
import { BrowserRouter } from 'react-router-dom';
import { ContainerContext } from '@portolan/sdk';
import type { PluginContainers } from './bootstrap/PluginContainers';
import { SnackbarHost } from './shell/SnackbarHost';
import { Workbench } from './shell/Workbench';

/** The whole web app: the root container, the router, the workbench and the always-active snackbar. */
export function App({ container, containers }: { container: Container; containers: PluginContainers }) {
  return (
    <ContainerContext.Provider value={container}>
      <BrowserRouter>
        <Workbench containers={containers} />
      </BrowserRouter>
      <SnackbarHost />
    </ContainerContext.Provider>
  );
}
App.displayName = 'Portolan.App';

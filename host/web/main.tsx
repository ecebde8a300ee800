import '@blueprintjs/core/lib/css/blueprint.css';
import './shell/shell.css';
import { createRoot } from 'react-dom/client';
import { Icons } from '@blueprintjs/icons/lib/esm/iconLoader';
import { fetchIconPaths } from '../../core/web/icons/fetchIconPaths';
import { createRootContainer } from '../../core/web/createRootContainer';
import { loadStylesheet } from '../../core/web/loading/loadStylesheet';
import { App } from './App';
import { registerPlugins } from './bootstrap/registerPlugins';
import { webPlugins } from './plugins/webPlugins';
import { StylesheetErrorScreen } from './shell/StylesheetErrorScreen';
import { AddonGate } from './addons/AddonGate';
import { PluginContainersContext } from './addons/PluginContainersContext';
import { startAddons } from './addons/startAddons';
import { Session } from '@portolan/sdk';

/** The @portolan/sdk version this host implements (add-ons declare the range they need). */
declare const __PORTOLAN_SDK_VERSION__: string;

// Blueprint icons load one small file each (core/web/icons). The loader is set on the `Icons`
// singleton through its own module: the package index (even imported dynamically) would pull both
// icon-path dictionaries (~190 KiB gz) onto every page (STACK.md fact 11).
Icons.setLoaderOptions({ loader: fetchIconPaths });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);
const stylesheet = document.querySelector<HTMLMetaElement>('meta[name="portolan-stylesheet"]')?.content ?? '/assets/portolan.css';

/** Loads the stylesheet (SPEC §8: a failure shows the stylesheet error), then starts the workbench. */
async function boot(): Promise<void> {
  try {
    await loadStylesheet(stylesheet);
  } catch {
    root.render(<StylesheetErrorScreen href={stylesheet} onRetry={boot} />);
    return;
  }
  const container = createRootContainer();
  const containers = registerPlugins(container, webPlugins);
  // DESIGN §3a: add-ons listed for the signed-in user, drawn from their manifests, loaded on first use.
  const addons = startAddons(container, containers, { sdkVersion: __PORTOLAN_SDK_VERSION__ });
  root.render(
    <PluginContainersContext.Provider value={containers}>
      <AddonGate session={container.get<Session>(Session)} store={addons}>
        <App container={container} containers={containers} />
      </AddonGate>
    </PluginContainersContext.Provider>,
  );
}

void boot();

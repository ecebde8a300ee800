import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext } from '../web/useService';
import { SnackbarHost } from '../../../host/web/shell/SnackbarHost';
import { Workbench } from '../../../host/web/shell/Workbench';
import type { PluginTester } from './createPluginTester';

/**
 * Mounts the real workbench (route engine, chrome, login area, lazy screens) at a path, around
 * the plugins of a tester. Query it with Testing Library:
 *
 * ```ts
 * const tester = createPluginTester({ plugin: egmPlugin });
 * const view = renderWorkbench(tester, '/egm');
 * await view.findByRole('heading', { name: 'Export general manifests' });
 * ```
 */
export function renderWorkbench(tester: PluginTester, path: string): RenderResult {
  return render(
    <ContainerContext.Provider value={tester.root}>
      <MemoryRouter initialEntries={[path]}>
        <Workbench containers={tester.containers} />
      </MemoryRouter>
      <SnackbarHost />
    </ContainerContext.Provider>,
  );
}

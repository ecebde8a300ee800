import { fileURLToPath } from 'node:url';
import { afterAll, describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import boundaries from './boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (file: string) => `${root}${file}`;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });
const refused = (message: string) => [{ message }];

tester.run('portolan/boundaries', boundaries, {
  valid: [
    // A plugin imports its own files and the SDK entries.
    { filename: at('plugins/shipments/web/views/List.tsx'), code: "import { x } from '../stores/x'; import { definePlugin } from '@portolan/sdk'; import { FEATURES } from '@portolan/sdk/shared';" },
    { filename: at('plugins/auth/server/routes.test.ts'), code: "import { createTestServer } from '@portolan/sdk/testing/server'; import auth from '.';" },
    { filename: at('plugins/_template/web/index.ts'), code: "export * from './views/Screen'; const v = import('./views/Lazy');" },
    // The SDK's contract stays inside sdk/; its tests may use sdk/src/testing.
    { filename: at('sdk/src/web/index.ts'), code: "export * from '../shared'; import { ok } from '../server/envelope';" },
    { filename: at('sdk/src/web/ResourceStore.test.ts'), code: "import { FakeHttpClient } from '../testing/FakeHttpClient';" },
    { filename: at('sdk/src/shared/index.ts'), code: "export * from './roles';" },
    // The testing entry is the bridge to a real workbench and server.
    { filename: at('sdk/src/testing/server.ts'), code: "import { createApp } from '../../../core/server/createApp';" },
    { filename: at('sdk/src/testing/renderWorkbench.tsx'), code: "import { App } from '../../../host/web/App';" },
    // core uses the SDK; host composes everything; tooling is free.
    { filename: at('core/server/createApp.ts'), code: "import { ok } from '../../sdk/src/server/envelope'; import { x } from './plugins/orderPlugins';" },
    { filename: at('host/server/serverPlugins.ts'), code: "import auth from '../../plugins/auth/server';" },
    { filename: at('e2e/startServer.ts'), code: "import { serverPlugins } from '../host/server/serverPlugins';" },
    { filename: at('examples/carrier-scorecard/web/index.ts'), code: "import { score } from './scoreCarriers'; import { definePlugin } from '@portolan/sdk';" },
  ],
  invalid: [
    {
      filename: at('plugins/auth/server/security.test.ts'),
      code: "import { passwords } from '../../../core/server/identity/passwords';",
      errors: refused('plugins/auth may not import core/…: go through @portolan/sdk (web), @portolan/sdk/server, @portolan/sdk/shared or @portolan/sdk/testing'),
    },
    {
      filename: at('plugins/trackings/server/index.ts'),
      code: "import { shipments } from '../../shipments/server/shipmentRules';",
      errors: refused('plugins/trackings may not import plugins/shipments: plugins talk to each other only through SDK services, slots and commands'),
    },
    { filename: at('plugins/documents/web/index.ts'), code: "export { Shell } from '../../../host/web/shell/Shell';", errors: 1 },
    { filename: at('plugins/documents/web/index.ts'), code: "const m = import('../../../sdk/src/web/Token');", errors: 1 },
    { filename: at('plugins/_template/server/index.ts'), code: "export * from '../../auth/server';", errors: 1 },
    { filename: at('plugins/shipments/web/x.ts'), code: "type T = import('../../../core/web/Thing').Thing;", errors: 1 },
    {
      filename: at('sdk/src/web/HttpClient.ts'),
      code: "import { token } from '../../../core/web/token';",
      errors: refused('sdk/src/web may not import core/…: the SDK imports nothing of core or host'),
    },
    { filename: at('sdk/src/server/index.ts'), code: "import type { App } from '../../../host/server/startServer';", errors: 1 },
    { filename: at('sdk/src/web/Session.ts'), code: "import { FakeSession } from '../testing/FakeSession';", errors: 1 },
    {
      filename: at('sdk/src/shared/roles.ts'),
      code: "import { Session } from '../web/Session'; import { ok } from '@portolan/sdk/server';",
      errors: [
        { message: 'sdk/src/shared may not import sdk/src/web: shared rules run on web and server alike' },
        { message: 'sdk/src/shared may not import sdk/src/server: shared rules run on web and server alike' },
      ],
    },
    { filename: at('sdk/src/testing/createPluginTester.ts'), code: "import auth from '../../../plugins/auth/web';", errors: 1 },
    {
      filename: at('core/server/fuzz.test.ts'),
      code: "import { serverPlugins } from '../../host/server/serverPlugins';",
      errors: refused('core may not import host/…: the kernel knows no host or plugin (compose them in host/)'),
    },
    { filename: at('core/web/createRootContainer.ts'), code: "import auth from '../../plugins/auth/web';", errors: 1 },
    {
      filename: at('examples/carrier-scorecard/server/index.ts'),
      code: "import { ok } from '../../../sdk/src/server/envelope';",
      errors: refused('examples/carrier-scorecard may not import sdk/src/server/…: an add-on builds against the published @portolan/sdk only'),
    },
  ],
});

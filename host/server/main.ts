import { fileURLToPath } from 'node:url';
import { readConfig } from './readConfig';
import { startServer } from './startServer';

// dist/server/main.js (built) and host/server/main.ts both sit two folders below the project.
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

try {
  await startServer(readConfig(process.env, projectRoot));
} catch (error) {
  console.error('Portolan failed to start:', error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
}

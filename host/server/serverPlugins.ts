import type { ServerPlugin } from '@portolan/sdk/server';
import auth from '../../plugins/auth/server';
import shipments from '../../plugins/shipments/server';
import documents from '../../plugins/documents/server';

/** The server plugins the API mounts, in migration order. */
export const serverPlugins: ServerPlugin[] = [auth, shipments, documents];

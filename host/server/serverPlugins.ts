import type { ServerPlugin } from '@portolan/sdk/server';
import auth from '../../plugins/auth/server';

/** The server plugins the API mounts, in migration order. */
export const serverPlugins: ServerPlugin[] = [auth];

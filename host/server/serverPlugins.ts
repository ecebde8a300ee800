import type { ServerPlugin } from '@portolan/sdk/server';
import { serverPlugins as discovered } from 'virtual:portolan/server-plugins';

/** The server plugins the API mounts: every plugins/<id>/server/index.ts (createApp orders them by their services, then id). */
export const serverPlugins: ServerPlugin[] = discovered;

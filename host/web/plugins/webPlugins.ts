import type { WebPlugin } from '@portolan/sdk';
import { webPlugins as discovered } from 'virtual:portolan/web-plugins';

/** The built-in web plugins: every plugins/<id>/web/index.ts, in folder-name order. Each is a small declaration; its screens are lazy chunks. */
export const webPlugins: WebPlugin[] = discovered;

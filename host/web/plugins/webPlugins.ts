import type { WebPlugin } from '@portolan/sdk';
import auth from '../../../plugins/auth/web';

/** The built-in web plugins, in registration order. Each is a small declaration; its screens are lazy chunks. */
export const webPlugins: WebPlugin[] = [auth];

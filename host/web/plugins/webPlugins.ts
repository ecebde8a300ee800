import type { WebPlugin } from '@portolan/sdk';
import auth from '../../../plugins/auth/web';
import shipments from '../../../plugins/shipments/web';
import trackings from '../../../plugins/trackings/web';
import documents from '../../../plugins/documents/web';

/** The built-in web plugins, in registration order. Each is a small declaration; its screens are lazy chunks. */
export const webPlugins: WebPlugin[] = [auth, shipments, trackings, documents];

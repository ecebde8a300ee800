import { definePlugin } from '@portolan/sdk';

/**
 * The lookups plugin's web half: no screen and no nav entry. It exists so the host knows the plugin
 * by the same id on both sides (switches, feature catalogue). The place picker every area uses is the
 * SDK's `PortPicker`, which asks this plugin's `/api/system/lookup/places`.
 */
export default definePlugin({
  id: 'lookups',
  title: 'Lookups',
});

/** The built-in plugins, discovered at build time (scripts/pluginDiscovery.mjs). */
declare module 'virtual:portolan/web-plugins' {
  import type { WebPlugin } from '@portolan/sdk';
  export const webPlugins: WebPlugin[];
}
declare module 'virtual:portolan/server-plugins' {
  import type { ServerPlugin } from '@portolan/sdk/server';
  export const serverPlugins: ServerPlugin[];
}

import type { ServerPluginContext } from '@portolan/sdk/server';

/** Placeholder of the contract (README.md): replaced by the area's implementation. */
export function scheduleBillReminders(_ctx: ServerPluginContext): void {}

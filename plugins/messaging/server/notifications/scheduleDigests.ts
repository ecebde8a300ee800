import type { ServerPluginContext } from '@portolan/sdk/server';

/** Placeholder of the contract: the helper building notifications replaces it. */
export function scheduleDigests(ctx: ServerPluginContext): void {
  void ctx;
}

import type { Notifier, ServerPluginContext } from '@portolan/sdk/server';

/** Placeholder of the contract: the helper building notifications replaces it. */
export function createNotifier(ctx: ServerPluginContext): Notifier {
  void ctx;
  return { notify: async () => {} };
}

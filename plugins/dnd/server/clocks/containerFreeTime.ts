import type { ContainerFreeTime, ServerPluginContext } from '@portolan/sdk/server';

/** PLACEHOLDER: a helper writes it (the CONTAINER_FREE_TIME service over dnd_clocks). */
export function containerFreeTime(ctx: ServerPluginContext): ContainerFreeTime {
  void ctx;
  return { forContainers: async () => new Map() };
}

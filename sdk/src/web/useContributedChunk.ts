import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import type { Container } from 'inversify';
import { SlotRegistry } from './Slots';
import { useService } from './useService';

/** A contributed component once its chunk and its plugin's container are ready, or why it failed. */
export interface ContributedChunk<P> {
  Component?: ComponentType<P>;
  container?: Container;
  error?: string;
}

/**
 * Loads a plugin's contributed chunk (a record tab's panel, a header item) together with the plugin's
 * container (its services bound), again whenever `key` changes (another item, or a retry); answers
 * nothing while loading. Render the component inside `ContainerContext.Provider value={container}`.
 */
export function useContributedChunk<P>(pluginId: string, load: () => Promise<{ default: ComponentType<P> }>, key: string): ContributedChunk<P> {
  const slots = useService(SlotRegistry);
  const [loaded, setLoaded] = useState<ContributedChunk<P> & { key: string }>();
  const run = useEffectEvent(() => Promise.all([slots.containerOf(pluginId), load()]));
  useEffect(() => {
    let live = true;
    run().then(
      ([container, module]) => live && setLoaded({ key, Component: module.default, container }),
      (error: unknown) => live && setLoaded({ key, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return loaded?.key === key ? loaded : {};
}

import { useEffect, useEffectEvent, useState, type ComponentType, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { ContainerContext, SlotRegistry, useService, type Contributed, type HeaderItemDefinition } from '@portolan/sdk';
import { HeaderItemBoundary } from './HeaderItemBoundary';

interface Loaded {
  /** Which item this answer is for. */
  key: string;
  Item?: ComponentType;
  container?: Container;
  failed?: boolean;
}

/**
 * A plugin's header item: loads its chunk (with its plugin's services), then renders it in its plugin's
 * container. While it loads, and when its chunk or its rendering fails, the fallback shows (the header
 * itself never breaks).
 */
export function ContributedHeaderItem({ item, fallback = null }: { item: Contributed<HeaderItemDefinition>; fallback?: ReactNode }) {
  const slots = useService(SlotRegistry);
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const key = `${item.pluginId}.${item.id}`;
  const load = useEffectEvent(() => Promise.all([slots.containerOf(item.pluginId), item.load()]));
  useEffect(() => {
    let live = true;
    load().then(
      ([container, module]) => live && setLoaded({ key, Item: module.default, container }),
      (error: unknown) => {
        if (!live) return;
        console.error(`The header item "${key}" could not be loaded`, error);
        setLoaded({ key, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [key]);

  const current = loaded?.key === key ? loaded : undefined;
  if (!current?.Item || !current.container) return <>{fallback}</>;
  const { Item } = current;
  return (
    <HeaderItemBoundary key={key} name={key} fallback={fallback}>
      <ContainerContext.Provider value={current.container}>
        <Item />
      </ContainerContext.Provider>
    </HeaderItemBoundary>
  );
}

import { useEffect, type ReactNode } from 'react';
import { ContainerContext, useContributedChunk, type Contributed, type HeaderItemDefinition } from '@portolan/sdk';
import { HeaderItemBoundary } from './HeaderItemBoundary';

/**
 * A plugin's header item: loads its chunk (with its plugin's services), then renders it in its plugin's
 * container. While it loads, and when its chunk or its rendering fails, the fallback shows (the header
 * itself never breaks).
 */
export function ContributedHeaderItem({ item, fallback = null }: { item: Contributed<HeaderItemDefinition>; fallback?: ReactNode }) {
  const key = `${item.pluginId}.${item.id}`;
  const { Component: Item, container, error } = useContributedChunk(item.pluginId, item.load, key);
  useEffect(() => {
    if (error) console.error(`The header item "${key}" could not be loaded: ${error}`);
  }, [key, error]);
  if (!Item || !container) return <>{fallback}</>;
  return (
    <HeaderItemBoundary key={key} name={key} fallback={fallback}>
      <ContainerContext.Provider value={container}>
        <Item />
      </ContainerContext.Provider>
    </HeaderItemBoundary>
  );
}

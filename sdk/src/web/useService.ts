import { createContext, useContext } from 'react';
import type { Container } from 'inversify';
import type { Token } from './Token';

/** The container a screen resolves services from: the plugin's child of the root container. */
export const ContainerContext = createContext<Container | null>(null);

/** Resolves a service for the component (from its plugin's container, then the root). */
export function useService<T>(serviceToken: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService needs a <ContainerContext.Provider> above it');
  return container.get<T>(serviceToken);
}

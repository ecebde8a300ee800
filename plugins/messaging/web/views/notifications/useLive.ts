import { useContext } from 'react';
import { ContainerContext, LiveConnection } from '@portolan/sdk';

/** The tab's live connection, when the host opened one (none in a container without it: the screens then load on demand only). */
export function useLive(): LiveConnection | undefined {
  const container = useContext(ContainerContext);
  return container?.isBound(LiveConnection) ? container.get<LiveConnection>(LiveConnection) : undefined;
}

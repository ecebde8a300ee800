import { useContext, useEffect, useRef } from 'react';
import { LIVE_KINDS, LiveConnection, ContainerContext } from '@portolan/sdk';

/** The chat events a screen may handle (LIVE_KINDS names). */
export type ChatLiveKind = 'chatMessage' | 'chatRead' | 'chatChanged' | 'chatUnread' | 'chatTyping';

/** Handlers by LIVE_KINDS name, and what to do after each (re)connection is ready. */
export type ChatLiveHandlers = Partial<Record<ChatLiveKind, (data: never) => void>> & { onReady?: () => void };

/** The tab's live connection, when the host opened one (none in a test that binds none). */
export function useLiveConnection(): LiveConnection | undefined {
  const container = useContext(ContainerContext);
  return container?.isBound(LiveConnection) ? container.get<LiveConnection>(LiveConnection) : undefined;
}

/**
 * Subscribes to chat live events while the component is shown; the latest render's handlers are called.
 * `onReady` runs after every (re)connection is ready, to reload what the screen shows (catch-up).
 */
export function useLiveEvents(handlers: ChatLiveHandlers): LiveConnection | undefined {
  const live = useLiveConnection();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const kinds = (Object.keys(handlers) as Array<ChatLiveKind | 'onReady'>).filter((k) => k !== 'onReady').sort().join(',');
  useEffect(() => {
    if (!live) return;
    const stops = kinds
      ? (kinds.split(',') as ChatLiveKind[]).map((kind) => live.subscribe(LIVE_KINDS[kind], (message) => (latest.current[kind] as ((data: unknown) => void) | undefined)?.(message.data)))
      : [];
    stops.push(live.onReady(() => latest.current.onReady?.()));
    return () => stops.forEach((stop) => stop());
  }, [live, kinds]);
  return live;
}

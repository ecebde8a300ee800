import { PERSISTED_TOKEN_KEY, USERS_KEY } from './sessionKeys';
import type { SessionStorages } from './storageAccess';

/** What the session listens to for other tabs' changes (a Window). */
export type StorageEventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface OtherTabHandlers {
  /** Another tab changed the saved accounts (or cleared storage). */
  usersChanged(): void;
  /** Another tab changed the persisted token (or cleared storage). */
  persistedTokenChanged(): void;
}

/**
 * Cross-tab sync: calls the handlers when another tab changes the saved accounts or the persisted
 * token in localStorage (this tab's own sessionStorage is ignored). Answers a function that stops.
 */
export function listenToOtherTabs(win: StorageEventSource | undefined, storages: SessionStorages | undefined, handlers: OtherTabHandlers): () => void {
  if (!win || !storages) return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea === storages.session) return;
    if (event.key !== null && event.key !== USERS_KEY && event.key !== PERSISTED_TOKEN_KEY) return;
    if (event.key === null || event.key === USERS_KEY) handlers.usersChanged();
    if (event.key === null || event.key === PERSISTED_TOKEN_KEY) handlers.persistedTokenChanged();
  };
  win.addEventListener('storage', onStorage as EventListener);
  return () => win.removeEventListener('storage', onStorage as EventListener);
}

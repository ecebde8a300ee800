import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../sdk/src/testing/MemoryStorage';
import { listenToOtherTabs } from './listenToOtherTabs';
import { SavedAccounts } from './SavedAccounts';
import { PERSISTED_TOKEN_KEY, USERS_KEY } from './sessionKeys';

describe('SavedAccounts', () => {
  it('keeps one account per email (case-insensitive) and persists the newest sign-in', () => {
    const local = new MemoryStorage();
    const accounts = new SavedAccounts(local);
    accounts.remember('nora@acme.test', 't1');
    accounts.remember('bo@blue.test', 't2');
    accounts.remember('Nora@Acme.test', 't3');
    expect(accounts.users).toEqual([{ email: 'bo@blue.test', authToken: 't2' }, { email: 'Nora@Acme.test', authToken: 't3' }]);
    expect(JSON.parse(local.getItem(USERS_KEY)!)).toEqual(accounts.users);
    expect(accounts.persistedToken).toBe('t3');
  });

  it('forgets an account by token or email, and the persisted token only when it is that one', () => {
    const local = new MemoryStorage();
    const accounts = new SavedAccounts(local);
    accounts.remember('nora@acme.test', 't1');
    accounts.remember('bo@blue.test', 't2');
    accounts.forget('t1');
    expect(accounts.users.map((u) => u.email)).toEqual(['bo@blue.test']);
    expect(accounts.persistedToken).toBe('t2');
    accounts.forget('other', 'BO@blue.test');
    expect(accounts.users).toEqual([]);
    expect(accounts.persistedToken).toBe('t2');
    accounts.forget(undefined, undefined, true);
    expect(local.getItem(PERSISTED_TOKEN_KEY)).toBeNull();
  });

  it('ignores malformed saved lists', () => {
    const local = new MemoryStorage();
    local.setItem(USERS_KEY, JSON.stringify([{ email: 'a@b.c', authToken: '' }, { email: 3 }, 'x', { email: 'ok@b.c', authToken: 't', extra: 1 }]));
    expect(new SavedAccounts(local).users).toEqual([{ email: 'ok@b.c', authToken: 't' }]);
    local.setItem(USERS_KEY, '{not json');
    expect(new SavedAccounts(local).users).toEqual([]);
  });
});

describe('listenToOtherTabs', () => {
  it("reports other tabs' changes of the saved accounts and the persisted token, not this tab's sessionStorage nor other keys", () => {
    const win = new EventTarget() as unknown as Window;
    const storages = { local: new MemoryStorage(), session: new MemoryStorage() };
    const handlers = { usersChanged: vi.fn(), persistedTokenChanged: vi.fn() };
    const stop = listenToOtherTabs(win, storages, handlers);
    const fire = (key: string | null, storageArea: Storage = storages.local) => {
      const event = new Event('storage') as StorageEvent;
      Object.assign(event, { key, storageArea });
      win.dispatchEvent(event);
    };
    fire(USERS_KEY);
    fire(PERSISTED_TOKEN_KEY);
    fire('portolan.settings');
    fire(USERS_KEY, storages.session);
    expect([handlers.usersChanged.mock.calls.length, handlers.persistedTokenChanged.mock.calls.length]).toEqual([1, 1]);
    fire(null);
    expect([handlers.usersChanged.mock.calls.length, handlers.persistedTokenChanged.mock.calls.length]).toEqual([2, 2]);
    stop();
    fire(USERS_KEY);
    expect(handlers.usersChanged).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { MemoryStorage } from '../../../sdk/src/testing/MemoryStorage';
import { SEARCH_HISTORY_KEY, SearchHistoryStore } from './SearchHistoryStore';

const texts = (history: SearchHistoryStore, user: string) => history.entries(user).map((e) => e.text);

describe('SearchHistoryStore (SPEC §5, §9)', () => {
  it('keeps the newest first', () => {
    const history = new SearchHistoryStore(new MemoryStorage());
    history.add('u1', 'MSCU1234565');
    history.add('u1', 'INNSA');
    expect(history.entries('u1')).toEqual([{ text: 'INNSA' }, { text: 'MSCU1234565' }]);
  });

  it('keeps at most 5 entries per user', () => {
    const history = new SearchHistoryStore(new MemoryStorage());
    for (const t of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) history.add('u1', t);
    expect(texts(history, 'u1')).toEqual(['g', 'f', 'e', 'd', 'c']);
  });

  it('skips duplicates: a repeated text moves to the front', () => {
    const history = new SearchHistoryStore(new MemoryStorage());
    for (const t of ['a', 'b', 'c']) history.add('u1', t);
    history.add('u1', 'a');
    history.add('u1', ' C ');
    expect(texts(history, 'u1')).toEqual(['C', 'a', 'b']);
  });

  it('keeps histories apart per user id', () => {
    const history = new SearchHistoryStore(new MemoryStorage());
    history.add('u1', 'rotterdam');
    history.add('u2', 'mundra');
    expect(texts(history, 'u1')).toEqual(['rotterdam']);
    expect(texts(history, 'u2')).toEqual(['mundra']);
    history.clear('u1');
    expect(texts(history, 'u1')).toEqual([]);
    expect(texts(history, 'u2')).toEqual(['mundra']);
  });

  it('ignores blank text', () => {
    const history = new SearchHistoryStore(new MemoryStorage());
    history.add('u1', '   ');
    history.add('u1', '');
    expect(history.entries('u1')).toEqual([]);
  });

  it('is kept in local storage', () => {
    const storage = new MemoryStorage();
    new SearchHistoryStore(storage).add('u1', 'jebel ali');
    expect(JSON.parse(storage.getItem(SEARCH_HISTORY_KEY)!)).toEqual({ u1: [{ text: 'jebel ali' }] });
    expect(texts(new SearchHistoryStore(storage), 'u1')).toEqual(['jebel ali']);
  });

  it('reads corrupt or oversized storage safely', () => {
    const storage = new MemoryStorage();
    storage.setItem(SEARCH_HISTORY_KEY, 'nope{');
    expect(new SearchHistoryStore(storage).entries('u1')).toEqual([]);
    storage.setItem(SEARCH_HISTORY_KEY, JSON.stringify({ u1: [{ text: '1' }, 7, { text: '2' }, { text: '3' }, { text: '4' }, { text: '5' }, { text: '6' }], u2: 'x' }));
    const history = new SearchHistoryStore(storage);
    expect(texts(history, 'u1')).toEqual(['1', '2', '3', '4', '5']);
    expect(history.entries('u2')).toEqual([]);
  });

  it('is observable', () => {
    const history = new SearchHistoryStore(new MemoryStorage());
    const lengths: number[] = [];
    const stop = autorun(() => lengths.push(history.entries('u1').length));
    history.add('u1', 'x');
    stop();
    expect(lengths).toEqual([0, 1]);
  });
});

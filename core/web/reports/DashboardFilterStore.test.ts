import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { DashboardFilter } from '@portolan/sdk';
import { createRootContainer } from '../createRootContainer';
import { FakeHttpClient } from '../../../sdk/src/testing/FakeHttpClient';
import { FakeSession } from '../../../sdk/src/testing/FakeSession';
import { MemoryStorage } from '../../../sdk/src/testing/MemoryStorage';
import { DashboardFilterStore } from './DashboardFilterStore';

const NOW = new Date('2026-03-15T10:00:00Z');

describe('DashboardFilterStore', () => {
  it('starts at the default filter: the last 365 days, nothing else narrowed', () => {
    const store = new DashboardFilterStore(() => NOW);
    expect(store.filter).toEqual({ from: '2025-03-16', to: '2026-03-15', carriers: [], origins: [], destinations: [], modes: [], drill: {} });
    expect(store.revision).toBe('');
  });

  it('set changes only the given fields and readers see it; reset goes back to the defaults', () => {
    const store = new DashboardFilterStore(() => NOW);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${store.filter.carriers.join('+')}|${store.filter.from}`));
    store.set({ carriers: ['MAEU', 'MSCU'], from: '2026-01-01' });
    expect(store.filter).toMatchObject({ carriers: ['MAEU', 'MSCU'], from: '2026-01-01', to: '2026-03-15', modes: [] });
    store.reset();
    expect(store.filter.carriers).toEqual([]);
    expect(store.filter.from).toBe('2025-03-16');
    stop();
    expect(seen).toEqual(['|2025-03-16', 'MAEU+MSCU|2026-01-01', '|2025-03-16']);
  });

  it('keeps the revision the dashboard polls, observably', () => {
    const store = new DashboardFilterStore(() => NOW);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(store.revision));
    store.setRevision('r42');
    stop();
    expect(seen).toEqual(['', 'r42']);
  });

  it('is bound in the root container as the DashboardFilter service, one per workbench', () => {
    const root = createRootContainer({ http: new FakeHttpClient(), session: new FakeSession(), storage: { local: new MemoryStorage(), session: new MemoryStorage() }, win: new EventTarget() as unknown as Window });
    const filter = root.get<DashboardFilter>(DashboardFilter);
    expect(filter).toBeInstanceOf(DashboardFilterStore);
    expect(root.get(DashboardFilter)).toBe(filter);
  });
});

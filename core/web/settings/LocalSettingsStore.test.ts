import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../sdk/src/testing/MemoryStorage';
import { LOCAL_SETTINGS_KEY, LocalSettingsStore } from './LocalSettingsStore';
import { ANALYTICS_WIDGETS, DASHBOARD_REPORTS } from './localSettingsDefaults';

describe('LocalSettingsStore (SPEC §3, §9)', () => {
  it('defaults to a collapsed side nav, no sliding, every report and widget on', () => {
    const settings = new LocalSettingsStore(new MemoryStorage());
    expect(settings.get('sideNavView')).toBe('collapsed');
    expect(settings.get('slideSideNav')).toBe(false);
    expect(settings.get('sideNavDashboardReports')).toEqual({
      'Global Shipment Radar': true,
      'Watch Tower': true,
      Shipment: true,
      Multimodal: true,
    });
    const analytics = settings.get('sideNavDashboardAnalytics');
    expect(Object.keys(analytics)).toHaveLength(10);
    expect(Object.values(analytics).every(Boolean)).toBe(true);
    expect(analytics['Transshipment Ageing By POD']).toBe(true);
    expect(DASHBOARD_REPORTS).toHaveLength(4);
    expect(ANALYTICS_WIDGETS).toHaveLength(10);
  });

  it('persists a change in localStorage and reads it back', () => {
    const storage = new MemoryStorage();
    new LocalSettingsStore(storage).set('sideNavView', 'expanded');
    new LocalSettingsStore(storage).set('sideNavDashboardReports', { ...new LocalSettingsStore(storage).get('sideNavDashboardReports'), 'Watch Tower': false });
    const again = new LocalSettingsStore(storage);
    expect(again.get('sideNavView')).toBe('expanded');
    expect(again.get('sideNavDashboardReports')['Watch Tower']).toBe(false);
    expect(again.get('sideNavDashboardReports').Multimodal).toBe(true);
    expect(JSON.parse(storage.getItem(LOCAL_SETTINGS_KEY)!)).toMatchObject({ sideNavView: 'expanded' });
  });

  it('falls back to the defaults on corrupt storage', () => {
    const storage = new MemoryStorage();
    storage.setItem(LOCAL_SETTINGS_KEY, '{not json');
    expect(new LocalSettingsStore(storage).values.sideNavView).toBe('collapsed');
    storage.setItem(LOCAL_SETTINGS_KEY, '[1,2]');
    expect(new LocalSettingsStore(storage).values.slideSideNav).toBe(false);
  });

  it('replaces only the mistyped values and turns on toggles it has not seen', () => {
    const storage = new MemoryStorage();
    storage.setItem(LOCAL_SETTINGS_KEY, JSON.stringify({ sideNavView: 'huge', slideSideNav: true, sideNavDashboardAnalytics: { 'Performance By Origin': false, Junk: 'yes' } }));
    const settings = new LocalSettingsStore(storage);
    expect(settings.get('sideNavView')).toBe('collapsed');
    expect(settings.get('slideSideNav')).toBe(true);
    expect(settings.get('sideNavDashboardAnalytics')['Performance By Origin']).toBe(false);
    expect(settings.get('sideNavDashboardAnalytics')['Monthly Shipments/TEUS']).toBe(true);
    expect(settings.get('sideNavDashboardAnalytics')).not.toHaveProperty('Junk');
  });

  it('keeps working when storage refuses writes', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const settings = new LocalSettingsStore(storage);
    settings.set('slideSideNav', true);
    expect(settings.get('slideSideNav')).toBe(true);
  });
});

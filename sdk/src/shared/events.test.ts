import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES, eventCatalogueOf } from './events';

describe('eventCatalogueOf', () => {
  it('gathers the SDK categories, the plugins\' own categories and their events', () => {
    const catalogue = eventCatalogueOf([
      { id: 'rfq', events: [{ name: 'rfq.awarded', category: 'rfq', title: 'Awarded', defaultChannels: ['inApp', 'email'] }] },
      { id: 'berths', eventCategories: [{ name: 'berths', title: 'Berths', description: 'Berth windows' }], events: [{ name: 'berths.window-moved', category: 'berths', title: 'Window moved' }] },
    ]);
    expect(catalogue.categories.map((c) => c.name)).toEqual([...EVENT_CATEGORIES.map((c) => c.name), 'berths']);
    expect(catalogue.events.map((e) => e.name)).toEqual(['rfq.awarded', 'berths.window-moved']);
    expect(catalogue.event('rfq.awarded')?.defaultChannels).toEqual(['inApp', 'email']);
    expect(catalogue.event('rfq.nothing')).toBeUndefined();
  });

  it('refuses an event declared twice, an unknown category, a bad name and a category that exists, naming the plugin', () => {
    const awarded = { name: 'rfq.awarded', category: 'rfq', title: 'Awarded' };
    expect(() => eventCatalogueOf([{ id: 'rfq', events: [awarded] }, { id: 'other', events: [awarded] }])).toThrow('Plugin "other" declares event "rfq.awarded", which another plugin declares already');
    expect(() => eventCatalogueOf([{ id: 'rfq', events: [{ ...awarded, category: 'nope' }] }])).toThrow('Plugin "rfq": event "rfq.awarded" names the unknown category "nope"');
    expect(() => eventCatalogueOf([{ id: 'rfq', events: [{ ...awarded, name: 'Awarded' }] }])).toThrow('Plugin "rfq": event name "Awarded" must be dotted kebab-case (area.event)');
    expect(() => eventCatalogueOf([{ id: 'x', eventCategories: [{ name: 'rfq', title: 'RFQ', description: '' }] }])).toThrow('Plugin "x" declares event category "rfq", which exists already');
  });
});

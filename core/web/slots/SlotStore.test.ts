import { describe, expect, it, vi } from 'vitest';
import { autorun, observable, runInAction } from 'mobx';
import { Container } from 'inversify';
import type { Entitlements, RecordTabDefinition, Requirement } from '@portolan/sdk';
import { SlotStore } from './SlotStore';
import { WidgetStore } from './WidgetStore';

function entitlementsFor(allowed: Set<string>, disabled: Set<string> = new Set()): Entitlements {
  const meets = (r?: Requirement) => !r?.features || r.features.every((f) => allowed.has(f));
  return { isAllowed: (f) => [f].flat().every((x) => allowed.has(x)), isPlanFeatureActive: () => true, isPluginEnabled: (id) => !disabled.has(id), meets };
}

const panel = async () => ({ default: () => null });
const tab = (id: string, kind = 'shipment', extra: Partial<RecordTabDefinition> = {}): RecordTabDefinition => ({ id, kind, title: id, load: panel, ...extra });

describe('SlotStore: record tabs and actions by kind', () => {
  it('lists the tabs for a kind, by order then registration, with their plugin', () => {
    const slots = new SlotStore(entitlementsFor(new Set()), new Container());
    slots.register({ pluginId: 'documents' }, { recordTabs: [tab('documents', 'shipment', { order: 2 }), tab('invoice-docs', 'invoice')] });
    slots.register({ pluginId: 'emission' }, { recordTabs: [tab('co2', 'shipment', { order: 1 })] });
    slots.register({ pluginId: 'notes' }, { recordTabs: [tab('notes', 'shipment', { order: 2 })] });
    expect(slots.recordTabs('shipment').map((t) => `${t.pluginId}.${t.id}`)).toEqual(['emission.co2', 'documents.documents', 'notes.notes']);
    expect(slots.recordTabs('invoice').map((t) => t.id)).toEqual(['invoice-docs']);
    expect(slots.recordTabs('container')).toEqual([]);
  });

  it("shows a contribution only when the plugin's and the contribution's own requirements are met, following changes", () => {
    const allowed = observable.set<string>([]);
    const slots = new SlotStore(entitlementsFor(allowed), new Container());
    slots.register({ pluginId: 'documents', requires: { features: ['documents'] } }, { recordTabs: [tab('documents'), tab('audit', 'shipment', { requires: { features: ['audit'] } })] });
    const seen: string[][] = [];
    autorun(() => seen.push(slots.recordTabs('shipment').map((t) => t.id)));
    runInAction(() => allowed.add('documents'));
    runInAction(() => allowed.add('audit'));
    runInAction(() => allowed.delete('documents'));
    expect(seen).toEqual([[], ['documents'], ['documents', 'audit'], []]);
  });

  it('hides the contributions of a plugin its company switched off', () => {
    const disabled = observable.set<string>(['documents']);
    const slots = new SlotStore(entitlementsFor(new Set(), disabled), new Container());
    slots.register({ pluginId: 'documents' }, { recordTabs: [tab('documents')], recordActions: [{ id: 'upload', kind: 'shipment', title: 'Upload', run: () => undefined }] });
    expect(slots.recordTabs('shipment')).toEqual([]);
    expect(slots.recordActions('shipment')).toEqual([]);
    disabled.delete('documents');
    expect(slots.recordActions('shipment').map((a) => a.title)).toEqual(['Upload']);
  });

  it('refuses an id twice for one plugin, and removes exactly what was registered', () => {
    const slots = new SlotStore(entitlementsFor(new Set()), new Container());
    expect(() => slots.register({ pluginId: 'documents' }, { recordTabs: [tab('documents'), tab('documents')] })).toThrow('"documents" registers record tab "documents" twice');
    const remove = slots.register({ pluginId: 'notes' }, { recordTabs: [tab('notes')] });
    slots.register({ pluginId: 'other' }, { recordTabs: [tab('notes')] });
    remove();
    expect(slots.recordTabs('shipment').map((t) => t.pluginId)).toEqual(['other']);
  });

  it("lists one search provider per plugin the user may use, and answers the plugin's container", async () => {
    const allowed = observable.set<string>(['documents']);
    const root = new Container();
    const child = new Container({ parent: root });
    const container = vi.fn(async () => child);
    const slots = new SlotStore(entitlementsFor(allowed), root);
    slots.register({ pluginId: 'documents', requires: { features: ['documents'] }, container }, { search: { title: 'Documents', search: async () => [] } });
    slots.register({ pluginId: 'rates', requires: { features: ['rates'] } }, { search: { title: 'Rates', search: async () => [] } });
    expect(slots.searchProviders.map((p) => [p.pluginId, p.title])).toEqual([['documents', 'Documents']]);
    expect(await slots.containerOf('documents')).toBe(child);
    expect(await slots.containerOf('unknown')).toBe(root);
  });
});

describe('WidgetStore', () => {
  it('lists the widgets the user may see, in order, and refuses an id twice', () => {
    const allowed = observable.set<string>(['tracking']);
    const widgets = new WidgetStore(entitlementsFor(allowed));
    widgets.register('trackings', [{ id: 'delays', title: 'Delays', load: panel, order: 2 }, { id: 'map', title: 'Map', load: panel, order: 1 }], { features: ['tracking'] });
    widgets.register('rates', [{ id: 'rates', title: 'Rates', load: panel }], { features: ['rates'] });
    expect(widgets.visible.map((w) => `${w.pluginId}.${w.id}`)).toEqual(['trackings.map', 'trackings.delays']);
    expect(() => widgets.register('trackings', [{ id: 'map', title: 'Map', load: panel }])).toThrow('twice');
  });
});

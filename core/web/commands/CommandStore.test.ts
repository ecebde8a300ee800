import { describe, expect, it, vi } from 'vitest';
import { observable } from 'mobx';
import { Container } from 'inversify';
import type { Entitlements, Requirement } from '@portolan/sdk';
import { CommandStore } from './CommandStore';

function entitlementsFor(allowed: Set<string>, disabled: Set<string> = new Set()): Entitlements {
  const meets = (r?: Requirement) => !r?.features || r.features.every((f) => allowed.has(f));
  return { isAllowed: (f) => [f].flat().every((x) => allowed.has(x)), isPlanFeatureActive: () => true, isPluginEnabled: (id) => !disabled.has(id), meets };
}

describe('CommandStore: the command palette actions', () => {
  it('lists only the commands the user may run: plugin on, plugin and command requirements met', () => {
    const allowed = observable.set<string>(['documents']);
    const disabled = observable.set<string>([]);
    const commands = new CommandStore(entitlementsFor(allowed, disabled), new Container());
    commands.register({ ownerId: 'documents', pluginId: 'documents', requires: { features: ['documents'] } }, [
      { id: 'open', title: 'Open documents', run: () => undefined },
      { id: 'purge', title: 'Purge documents', requires: { features: ['admin'] }, run: () => undefined },
    ]);
    commands.register({ ownerId: 'rates', pluginId: 'rates', requires: { features: ['rates'] } }, [{ id: 'open', title: 'Open rates', run: () => undefined }]);
    expect(commands.visible.map((c) => c.key)).toEqual(['documents:open']);
    allowed.add('admin');
    expect(commands.visible.map((c) => c.title)).toEqual(['Open documents', 'Purge documents']);
    disabled.add('documents');
    expect(commands.visible).toEqual([]);
  });

  it("puts the screens' commands (newest first) before the plugins' (in registration order); a screen's go when it unmounts", () => {
    const commands = new CommandStore(entitlementsFor(new Set()), new Container());
    commands.register({ ownerId: 'shipments', pluginId: 'shipments' }, [{ id: 'new', title: 'New shipment', run: () => undefined }]);
    commands.register({ ownerId: 'documents', pluginId: 'documents' }, [{ id: 'open', title: 'Open documents', run: () => undefined }]);
    commands.register({ ownerId: 'screen:r0' }, [{ id: 'older', title: 'Older screen', run: () => undefined }]);
    const unmount = commands.register({ ownerId: 'screen:r1' }, [
      { id: 'refresh', title: 'Refresh list', shortcut: 'alt+r', run: () => undefined },
      { id: 'export', title: 'Export CSV', run: () => undefined },
    ]);
    expect(commands.visible.map((c) => c.title)).toEqual(['Refresh list', 'Export CSV', 'Older screen', 'New shipment', 'Open documents']);
    unmount();
    expect(commands.visible.map((c) => c.title)).toEqual(['Older screen', 'New shipment', 'Open documents']);
  });

  it("runs a command with its owner's container (services bound first) and navigation", async () => {
    const root = new Container();
    const child = new Container({ parent: root });
    const run = vi.fn();
    const navigate = vi.fn();
    const commands = new CommandStore(entitlementsFor(new Set()), root);
    commands.register({ ownerId: 'documents', container: async () => child }, [{ id: 'open', title: 'Open', run }]);
    commands.register({ ownerId: 'host' }, [{ id: 'home', title: 'Home', run: ({ navigate: go }) => go('/') }]);
    await commands.run(commands.visible.find((c) => c.key === 'documents:open')!, navigate);
    expect(run).toHaveBeenCalledWith({ container: child, navigate });
    await commands.run(commands.visible.find((c) => c.key === 'host:home')!, navigate);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('refuses the same command id twice for one owner', () => {
    const commands = new CommandStore(entitlementsFor(new Set()), new Container());
    expect(() => commands.register({ ownerId: 'x' }, [{ id: 'a', title: 'A', run: () => undefined }, { id: 'a', title: 'A again', run: () => undefined }])).toThrow('"x" registers command "a" twice');
  });
});

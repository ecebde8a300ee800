import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { definePlugin, HttpClient, token, useService } from '@portolan/sdk';
import { createPluginTester, renderWorkbench } from '@portolan/sdk/testing';

afterEach(cleanup);

const Home = async () => ({ default: () => <h1>Home</h1> });

const GREETING = token<string>('talk.greeting');

/** A messages button that proves it renders in its plugin's container (it reaches the plugin's own service). */
function MessagesButton() {
  const greeting = useService(GREETING);
  useService(HttpClient); // the SDK services still reach it through the root
  return <button type="button">Messages ({greeting})</button>;
}

const talk = (headerItems: NonNullable<Parameters<typeof definePlugin>[0]['headerItems']>) =>
  definePlugin({
    id: 'talk',
    title: 'Talk',
    services: (container) => {
      container.bind<string>(GREETING).toConstantValue('3 unread');
    },
    routes: [{ path: '/talk', load: Home }],
    headerItems,
  });

describe('header items', () => {
  it("renders a plugin's header item in the header, in the plugin's container, beside the host's notification bell", async () => {
    const tester = createPluginTester({ plugin: talk([{ id: 'messages', title: 'Messages', load: async () => ({ default: MessagesButton }) }]) });
    renderWorkbench(tester, '/talk');
    const button = await screen.findByRole('button', { name: 'Messages (3 unread)' });
    expect(screen.getByRole('banner').contains(button)).toBe(true);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.contains(button)).toBe(false);
    expect(region.querySelector('[aria-label="Notifications"]')).toBeTruthy(); // the built-in bell
  });

  it("puts a plugin's notification area inside the Notifications landmark instead of the built-in bell", async () => {
    const Center = () => <button type="button">Notification center</button>;
    const tester = createPluginTester({ plugin: talk([{ id: 'center', title: 'Notifications', area: 'notifications', load: async () => ({ default: Center }) }]) });
    renderWorkbench(tester, '/talk');
    const center = await screen.findByRole('button', { name: 'Notification center' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.contains(center)).toBe(true);
    expect(region.querySelector('button[aria-label="Notifications"]')).toBeNull();
  });

  it('keeps the built-in bell, and the rest of the header, when a contributed chunk fails to load or to render', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('broken item');
    };
    const tester = createPluginTester({
      plugin: talk([
        { id: 'center', title: 'Notifications', area: 'notifications', load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
        { id: 'broken', title: 'Broken', load: async () => ({ default: Broken }) },
        { id: 'messages', title: 'Messages', load: async () => ({ default: MessagesButton }) },
      ]),
    });
    renderWorkbench(tester, '/talk');
    await screen.findByRole('button', { name: 'Messages (3 unread)' });
    await waitFor(() => expect(errors.mock.calls.some((c) => String(c[0]).includes('talk.center'))).toBe(true));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('button[aria-label="Notifications"]')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    errors.mockRestore();
  });

  it('shows no contributed notification area where the route hides the notification area', async () => {
    const Center = () => <button type="button">Notification center</button>;
    const plugin = definePlugin({
      id: 'talk',
      title: 'Talk',
      routes: [{ path: '/pay', load: Home }],
      headerItems: [{ id: 'center', title: 'Notifications', area: 'notifications', load: async () => ({ default: Center }) }],
    });
    renderWorkbench(createPluginTester({ plugin }), '/pay');
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Notification center' })).toBeNull();
  });
});

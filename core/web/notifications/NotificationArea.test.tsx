import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { ContainerContext, NotificationBus } from '@portolan/sdk';
import { NotificationArea } from './NotificationArea';
import { NotificationStore } from './NotificationStore';

function mount(bus: NotificationStore) {
  const container = new Container();
  container.bind(NotificationBus).toConstantValue(bus);
  return render(
    <ContainerContext.Provider value={container}>
      <NotificationArea />
    </ContainerContext.Provider>,
  );
}

describe('NotificationArea', () => {
  afterEach(cleanup);

  it('says "No notifications" when there are none', () => {
    mount(new NotificationStore());
    expect(screen.getByText('No notifications')).toBeTruthy();
  });

  it('lists notifications newest first and follows new ones', () => {
    const bus = new NotificationStore();
    bus.show('Invoice Updated');
    mount(bus);
    act(() => bus.show('subscription updated'));
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('subscription updated');
    expect(items[1]).toContain('Invoice Updated');
  });

  it('marks all read', () => {
    const bus = new NotificationStore();
    bus.show('a');
    mount(bus);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(bus.unreadCount).toBe(0);
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
  });

  it('clears the list', () => {
    const bus = new NotificationStore();
    bus.show('a');
    mount(bus);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No notifications')).toBeTruthy();
  });
});

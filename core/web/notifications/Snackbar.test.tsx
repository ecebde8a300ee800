import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { ContainerContext, NotificationBus } from '@portolan/sdk';
import { NotificationStore } from './NotificationStore';
import { Snackbar } from './Snackbar';

function mount(bus: NotificationStore) {
  const container = new Container();
  container.bind(NotificationBus).toConstantValue(bus);
  return render(
    <ContainerContext.Provider value={container}>
      <Snackbar />
    </ContainerContext.Provider>,
  );
}

describe('Snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a message and hides it after 5000 ms', () => {
    const bus = new NotificationStore();
    mount(bus);
    act(() => bus.success('User Account Created'));
    expect(screen.getByText('User Account Created')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('User Account Created')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('User Account Created')).toBeNull();
    expect(bus.snackbar).toEqual([]);
    expect(bus.notifications).toHaveLength(1);
  });

  it('shows messages sent before it was mounted', () => {
    const bus = new NotificationStore();
    bus.failure('failed to subscribe');
    mount(bus);
    expect(screen.getByText('failed to subscribe')).toBeTruthy();
  });

  it('hides a message on its close button', () => {
    const bus = new NotificationStore();
    mount(bus);
    act(() => bus.show('Document Uploaded'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Document Uploaded')).toBeNull();
  });

  it('stays mounted with nothing to show, and draws toasts with the elevation-6 class', () => {
    const bus = new NotificationStore();
    const { container } = mount(bus);
    const host = container.querySelector('.portolan-snackbar');
    expect(host).not.toBeNull();
    expect(host?.getAttribute('data-elevation')).toBe('6');
    act(() => bus.show('Updated Lead'));
    expect(host?.querySelector('.portolan-snackbar__toast')?.textContent).toContain('Updated Lead');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_API } from '@portolan/sdk';
import DashboardScreen from './DashboardScreen';
import { createDashboardTester } from './dashboardTester';
import { renderDashboard } from './renderDashboard';

const LOAD = { timeout: 10_000 };

/** Lays the cards out in one row, 300 px each, as a browser would (happy-dom has no layout). */
function layCardsInARow(): () => void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const card = this.closest('[data-widget]');
    if (!card) return original.call(this);
    const index = [...card.parentElement!.children].indexOf(card);
    const left = index * 300;
    return { x: left, y: 0, left, top: 0, right: left + 280, bottom: 200, width: 280, height: 200, toJSON: () => ({}) } as DOMRect;
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = original;
  };
}

function cardTitles(): string[] {
  return [...document.querySelectorAll('[data-widget]')].map((card) => document.getElementById(card.getAttribute('aria-labelledby')!)!.textContent!);
}

describe('moving a widget with the keyboard', { timeout: 30_000 }, () => {
  let restore: () => void;
  beforeEach(() => (restore = layCardsInARow()));
  afterEach(() => {
    restore();
    cleanup();
    vi.useRealTimers();
  });

  it('picks it up with Space, moves it with the arrows, drops it with Space, announces each step and saves the order', async () => {
    const tester = createDashboardTester();
    renderDashboard(tester, <DashboardScreen />);
    await screen.findByText('Radar body', {}, LOAD);
    const handle = within(screen.getByRole('region', { name: 'Global Shipment Radar' })).getByRole('button', { name: 'Move Global Shipment Radar' });
    expect(handle.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(handle.getAttribute('aria-describedby')!)!.textContent).toContain('press Space or Enter to pick it up');
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    });
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(document.body.textContent).toContain('Picked up Global Shipment Radar, at position 1 of 4.'));
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'ArrowRight', key: 'ArrowRight' });
    });
    await waitFor(() => expect(document.body.textContent).toContain('Global Shipment Radar is over position 2 of 4.'));
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    });
    await waitFor(() => expect(document.body.textContent).toContain('Global Shipment Radar dropped at position 2 of 4.'));
    await waitFor(() => expect(cardTitles()).toEqual(['Monthly Shipments/TEUS', 'Global Shipment Radar', 'On Time Performance By Carrier', 'Top carriers']));
    await waitFor(() => expect(tester.http.callsTo('PUT', DASHBOARD_API.layout)).toHaveLength(1), LOAD);
    expect(tester.saved[1].items.map((i) => i.key)).toEqual(['fleet:monthly', 'fleet:radar', 'fleet:onTime', 'fleet:top']);
  });
});

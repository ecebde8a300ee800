import { describe, expect, it } from 'vitest';
import { leastMilestone, lineProgress, milestoneDelay } from './lineProgress';
import { plannedMilestones } from './plannedMilestones';
import { MILESTONES } from '../../shared/states';

const TODAY = '2026-11-24';
const plan = plannedMilestones('2026-10-01', '2026-11-10', '2026-12-20');
const days = (actuals: Partial<Record<(typeof MILESTONES)[number], string>>) => MILESTONES.map((m) => ({ milestone: m, plannedDate: plan[m], actualDate: actuals[m] ?? null }));

describe('order line milestones', () => {
  it('plans every milestone from the order, cargo-ready and delivery days, never backwards', () => {
    expect(plan).toEqual({
      ISSUED: '2026-10-01', ACKNOWLEDGED: '2026-10-04', IN_PRODUCTION: '2026-10-08', CARGO_READY: '2026-11-10', BOOKED: '2026-11-13', SHIPPED: '2026-11-17', DELIVERED: '2026-12-20',
    });
    const tight = plannedMilestones('2026-10-01', '2026-10-03', '2026-10-05');
    expect(tight.IN_PRODUCTION).toBe('2026-10-08');
    expect(tight.CARGO_READY).toBe('2026-10-08');
    expect(tight.DELIVERED).toBe('2026-10-10');
  });

  it('computes a milestone delay from actual or today, early as negative, unknown as null', () => {
    expect(milestoneDelay('2026-11-10', '2026-11-14', TODAY)).toBe(4);
    expect(milestoneDelay('2026-11-10', '2026-11-08', TODAY)).toBe(-2);
    expect(milestoneDelay('2026-11-20', null, TODAY)).toBe(4);
    expect(milestoneDelay('2026-11-30', null, TODAY)).toBeNull();
    expect(milestoneDelay(null, '2026-11-30', TODAY)).toBeNull();
  });

  it('is late by the overdue next milestone when the reached one was on time', () => {
    const p = lineProgress(days({ ISSUED: '2026-10-01', ACKNOWLEDGED: '2026-10-03', IN_PRODUCTION: '2026-10-08' }), TODAY);
    expect(p).toEqual({ milestone: 'IN_PRODUCTION', delayDays: 14, late: true });
  });

  it('is on time while the next milestone is not due', () => {
    const p = lineProgress(days({ ISSUED: '2026-10-01', ACKNOWLEDGED: '2026-10-03', IN_PRODUCTION: '2026-10-08', CARGO_READY: '2026-11-09', BOOKED: '2026-11-12', SHIPPED: '2026-11-17' }), TODAY);
    expect(p).toEqual({ milestone: 'SHIPPED', delayDays: 0, late: false });
  });

  it('keeps the lateness of the milestone reached late', () => {
    const p = lineProgress(days({ ISSUED: '2026-10-01', ACKNOWLEDGED: '2026-10-03', IN_PRODUCTION: '2026-10-08', CARGO_READY: '2026-11-15' }), '2026-11-16');
    expect(p).toEqual({ milestone: 'CARGO_READY', delayDays: 5, late: true });
  });

  it('once delivered, judges the delivery alone', () => {
    const all = { ISSUED: '2026-10-01', ACKNOWLEDGED: '2026-10-10', IN_PRODUCTION: '2026-10-20', CARGO_READY: '2026-11-15', BOOKED: '2026-11-16', SHIPPED: '2026-11-18' };
    expect(lineProgress(days({ ...all, DELIVERED: '2026-12-18' }), '2026-12-30')).toEqual({ milestone: 'DELIVERED', delayDays: 0, late: false });
    expect(lineProgress(days({ ...all, DELIVERED: '2026-12-23' }), '2026-12-30')).toEqual({ milestone: 'DELIVERED', delayDays: 3, late: true });
  });

  it('starts at ISSUED with nothing reached, and an order is as far as its least advanced line', () => {
    expect(lineProgress(days({}), '2026-09-01')).toEqual({ milestone: 'ISSUED', delayDays: 0, late: false });
    expect(leastMilestone(['SHIPPED', 'CARGO_READY', 'DELIVERED'])).toBe('CARGO_READY');
    expect(leastMilestone([])).toBe('ISSUED');
  });
});

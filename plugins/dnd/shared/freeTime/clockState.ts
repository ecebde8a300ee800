import { daysBetween } from '@portolan/sdk/shared';
import { DND_ALERT_DAYS, type ClockState } from '../states';

/** A clock's state today (see CLOCK_STATES): from whether it started and stopped, its last free day and port-local today. */
export function clockState(started: boolean, stopped: boolean, lastFreeDay: string | null, today: string, alertDays = DND_ALERT_DAYS): ClockState {
  if (!started) return 'NOT_STARTED';
  if (stopped) return 'STOPPED';
  if (!lastFreeDay) return 'RUNNING';
  const left = daysBetween(today, lastFreeDay);
  if (left < 0) return 'OVER';
  return left <= alertDays ? 'AT_RISK' : 'RUNNING';
}

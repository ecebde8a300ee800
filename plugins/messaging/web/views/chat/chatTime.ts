import { formatDate } from '@portolan/sdk';

/** "Today", "Yesterday" or the date: the heading of a day's messages. */
export function dayLabel(iso: string, now = new Date()): string {
  const day = new Date(iso);
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((start(now) - start(day)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return formatDate(iso);
}

/** "14:05" today, else the day and time: the time of a message or of a chat's last activity. */
export function shortTime(iso: string, now = new Date()): string {
  const time = new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  const label = dayLabel(iso, now);
  return label === 'Today' ? time : `${label === 'Yesterday' ? 'Yesterday' : label} ${time}`;
}

import { Tag } from '@blueprintjs/core';
import { formatDate } from '../format/formatDate';
import { formatMoney } from '../format/formatMoney';

/**
 * A container's free time as the screens that show containers receive it (the D&D plugin's
 * CONTAINER_FREE_TIME facts, added by the shipments plugin): absent altogether when the D&D plugin
 * does not run, null while the container has no clock.
 */
export interface ContainerFreeTimeView {
  /** Port-local day (YYYY-MM-DD). */
  lastFreeDay?: string | null;
  freeDaysLeft?: number | null;
  costToDate?: { amount: string; currency: string } | null;
  state?: 'NOT_STARTED' | 'RUNNING' | 'AT_RISK' | 'OVER' | 'STOPPED' | null;
}

/** Whether the rows carry free time at all (the D&D plugin runs): show the free time columns only then. */
export function hasFreeTime(rows: readonly ContainerFreeTimeView[]): boolean {
  return rows.some((row) => row.lastFreeDay !== undefined);
}

/** The cost to date for people (`USD 450.00`), '—' when unknown. */
export function costToDateText(row: ContainerFreeTimeView): string {
  return row.costToDate ? formatMoney({ decimal: row.costToDate.amount }, row.costToDate.currency) : '—';
}

/** The last free day: red past it (OVER), orange close to it (AT_RISK), '—' when unknown. */
export function LastFreeDay({ row }: { row: ContainerFreeTimeView }) {
  if (!row.lastFreeDay) return <>—</>;
  const text = formatDate(row.lastFreeDay);
  if (row.state === 'OVER') return <Tag minimal intent="danger" title="Past its last free day: charges run">{text}</Tag>;
  if (row.state === 'AT_RISK') return <Tag minimal intent="warning" title="Close to its last free day">{text}</Tag>;
  return <>{text}</>;
}

import type { Db } from '../Db';
import { serviceToken } from '../ServiceToken';

/** Where a container stands against its free time (the D&D plugin's clock), as other areas show it. */
export interface ContainerFreeTimeFacts {
  containerId: string;
  /** The clock that runs or ran last: DEMURRAGE (at the terminal), DETENTION (outside it) or COMBINED. */
  chargeType: 'DEMURRAGE' | 'DETENTION' | 'COMBINED';
  /** Port-local day (YYYY-MM-DD): the last day without charge. */
  lastFreeDay: string | null;
  /** Free days left today (negative: days over); null when the clock has not started. */
  freeDaysLeft: number | null;
  /** Cost to date: exact decimal string and ISO 4217 currency; '0.00' within free time. */
  costToDate: { amount: string; currency: string } | null;
  /** NOT_STARTED, RUNNING (within free time), AT_RISK (last free day within the alert window), OVER (charging), STOPPED. */
  state: 'NOT_STARTED' | 'RUNNING' | 'AT_RISK' | 'OVER' | 'STOPPED';
}

/**
 * What the demurrage and detention plugin offers the screens that show containers (shipments'
 * containers, the trackings app's `/ddt`): each container's last free day and cost. Used through
 * `optional` (ServerPlugin): without the D&D plugin, those screens show no free time.
 */
export interface ContainerFreeTime {
  /** The facts of the company's containers among `containerIds` (unknown ones left out). */
  forContainers(db: Db, companyId: string, containerIds: readonly string[]): Promise<Map<string, ContainerFreeTimeFacts>>;
}

export const CONTAINER_FREE_TIME = serviceToken<ContainerFreeTime>('dnd.free-time', "containers' last free day and D&D cost (shown wherever a container appears)");

import type { ReportFilter } from '../shared/reports';
import { token } from './Token';

/**
 * The dashboard's shared filter bar (date range, carriers, lanes, modes): every widget, built-in or an
 * add-on's, reads it and reloads when it or `revision` changes. The dashboard keeps it in its URL.
 */
export interface DashboardFilter {
  readonly filter: ReportFilter;
  set(patch: Partial<ReportFilter>): void;
  reset(): void;
  /** Changes whenever the records behind the dashboard changed (the dashboard polls the facts' revision). */
  readonly revision: string;
  setRevision(revision: string): void;
}

export const DashboardFilter = token<DashboardFilter>('portolan.sdk.DashboardFilter');

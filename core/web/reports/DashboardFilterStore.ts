import { makeAutoObservable } from 'mobx';
import { defaultReportFilter, type DashboardFilter, type ReportFilter } from '@portolan/sdk';

/**
 * The dashboard's shared filter (MobX): starts at `defaultReportFilter` (the last year, everything else
 * open); `set` changes some fields (a new object, so readers see a change), `reset` goes back to the
 * defaults of today. `revision` is the facts' revision the dashboard polls; widgets reload when it moves.
 */
export class DashboardFilterStore implements DashboardFilter {
  filter: ReportFilter;
  revision = '';

  constructor(private readonly now: () => Date = () => new Date()) {
    this.filter = defaultReportFilter(now());
    makeAutoObservable<DashboardFilterStore, 'now'>(this, { now: false }, { autoBind: true });
  }

  set(patch: Partial<ReportFilter>): void {
    this.filter = { ...this.filter, ...patch };
  }

  reset(): void {
    this.filter = defaultReportFilter(this.now());
  }

  setRevision(revision: string): void {
    this.revision = revision;
  }
}

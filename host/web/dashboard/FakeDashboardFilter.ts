import { makeAutoObservable } from 'mobx';
import { defaultReportFilter, type DashboardFilter, type ReportFilter } from '@portolan/sdk';

/** A DashboardFilter in memory, for tests run before (or without) core's store. */
export class FakeDashboardFilter implements DashboardFilter {
  filter: ReportFilter = defaultReportFilter();
  revision = '';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(patch: Partial<ReportFilter>): void {
    this.filter = { ...this.filter, ...patch };
  }

  reset(): void {
    this.filter = defaultReportFilter();
  }

  setRevision(revision: string): void {
    this.revision = revision;
  }
}

import { badRequest, registeredReport, type AuthUser, type Db, type ReportDefinition } from '@portolan/sdk/server';
import { mayRunReport } from './mayRunReport';

/** The registered report a saved view or schedule names, if the user may run it; else a 400 naming `data.report`. */
export function savedReport(db: Db, user: AuthUser, name: string): ReportDefinition {
  const report = registeredReport(db, name);
  if (!report || !mayRunReport(user, report)) throw badRequest(`report: "${name}" is not a report you may run`, 'data.report');
  return report;
}

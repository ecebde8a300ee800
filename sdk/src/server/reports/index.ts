export { defineReport, registeredReports, registeredReport, describeReport, runReport } from './defineReport';
export type { ReportDefinition, ReportScope, ReportAnswer } from './defineReport';
export { parseReportFilter, reportQuerySchema } from './parseReportFilter';
export { reportToCsv } from './reportToCsv';
export { reportToXlsx } from './reportToXlsx';
export { reportPeriodSql } from './reportPeriod';

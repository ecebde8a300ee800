export { ReportWidget } from './ReportWidget';
export type { ReportWidgetProps } from './ReportWidget';
export { ReportView } from './ReportView';
export type { ReportViewProps } from './ReportView';

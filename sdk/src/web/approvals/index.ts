export { ApprovalPanel } from './ApprovalPanel';
export type { ApprovalPanelProps } from './ApprovalPanel';
export { ApprovalConfigurationsPanel } from './ApprovalConfigurationsPanel';
export type { ApprovalConfigurationsPanelProps } from './ApprovalConfigurationsPanel';
export { criteriaText } from './criteriaText';

export { defineApprovalConfigurations } from './defineApprovalConfigurations';
export type { ApprovalConfigurationsSpec } from './defineApprovalConfigurations';
export { requestApproval } from './requestApproval';
export type { ApprovalRequestInput } from './requestApproval';
export { decideApproval } from './decideApproval';
export type { ApprovalDecisionInput } from './decideApproval';
export { remindApprovers } from './remindApprovers';
export type { ApprovalReminderInput } from './remindApprovers';
export { approvalOf } from './approvalOf';

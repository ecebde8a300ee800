export { RecordActivity } from './RecordActivity';
export type { ActivityEntry, RecordActivityProps } from './RecordActivity';
export { RecordComments } from './RecordComments';
export type { CommentEntry, RecordCommentsProps } from './RecordComments';
export { TransitionButtons } from './TransitionButtons';
export type { TransitionAction, TransitionButtonsProps } from './TransitionButtons';
export { RecordTabsView } from './RecordTabsView';
export type { RecordTabsViewProps } from './RecordTabsView';
export { useTabParam } from './useTabParam';

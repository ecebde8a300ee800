export { computeClock, lastFreeDay, type ClockInput, type ClockResult, type CostBand } from './computeClock';
export { portLocalDay } from './portLocalDay';
export { weekendOf } from './weekendOf';
export { tierProblems } from './tierProblems';
export type { TariffTerms, Tier } from './TariffTerms';
export { clockWindows, type ClockEvent, type ClockWindow } from './clockWindows';
export { clockState } from './clockState';

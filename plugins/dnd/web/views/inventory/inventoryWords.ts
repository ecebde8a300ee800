import type { Condition, InventoryState, Ownership } from '../../../shared/states';

export const OWNERSHIP_TITLES: Record<Ownership, string> = { OWNED: 'Owned', LEASED: 'Leased' };
export const INVENTORY_STATE_TITLES: Record<InventoryState, string> = { AVAILABLE: 'Available', IN_USE: 'In use', IN_REPAIR: 'In repair', OFF_HIRE: 'Off hire', LOST: 'Lost' };
export const CONDITION_TITLES: Record<Condition, string> = { NEW: 'New', SOUND: 'Sound', DAMAGED: 'Damaged', CARGO_WORTHY: 'Cargo worthy', NEEDS_REPAIR: 'Needs repair' };

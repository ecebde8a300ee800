import type { SeedContext } from '@portolan/sdk/server';

/** Demo bids, a negotiation round, approval and award on the seeded RFQs (helper S2). */
export async function seedBidsAndAwards(_ctx: SeedContext): Promise<void> {}

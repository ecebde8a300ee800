import type { SeedContext } from '@portolan/sdk/server';

/** Demo RFQs (helper S1). */
export async function seedRfqs(_ctx: SeedContext): Promise<void> {}

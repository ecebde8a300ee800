import type { SeedContext } from '@portolan/sdk/server';

/** Demo rates (being written). */
export async function seedRates(_ctx: SeedContext): Promise<void> {}

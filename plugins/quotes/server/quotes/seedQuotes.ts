import type { SeedContext } from '@portolan/sdk/server';

/** Placeholder until this part of the area's demo data lands (this session). */
export async function seedQuotes(_ctx: SeedContext): Promise<void> {}

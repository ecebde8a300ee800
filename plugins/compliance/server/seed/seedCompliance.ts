import type { SeedContext } from '@portolan/sdk/server';

/** The demo story (README.md): each part seeds its own records; the order matters (bills before extractions). */
export async function seedCompliance(_ctx: SeedContext): Promise<void> {}

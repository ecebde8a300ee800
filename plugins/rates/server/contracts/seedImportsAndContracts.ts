import type { SeedContext } from '@portolan/sdk/server';

/** Demo imports and contracts (placeholder until the contracts part lands). */
export async function seedImportsAndContracts(_ctx: SeedContext): Promise<void> {}

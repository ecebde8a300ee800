import { CONTAINER_TYPES as SDK_CONTAINER_TYPES } from '@portolan/sdk/server';

/**
 * The ISO 6346 size-types a rate may name, code → name: the SDK's shipped list (`@portolan/sdk`
 * geo data) as a map, for the rate rules and the rate-sheet column guesses.
 */
export const CONTAINER_TYPES: Readonly<Record<string, string>> = Object.fromEntries(SDK_CONTAINER_TYPES.map((t) => [t.code, t.name]));

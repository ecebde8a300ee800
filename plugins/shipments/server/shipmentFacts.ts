import type { ShipmentFacts } from '@portolan/sdk/server';

/** SHIPMENT_FACTS (SDK services/ShipmentFacts.ts). Contract placeholder: the facts helper writes it. */
export function shipmentFacts(): ShipmentFacts {
  return {
    async changedSince(_db, since) {
      return { facts: [], deleted: [], until: since };
    },
    async factsOf() {
      return [];
    },
  };
}

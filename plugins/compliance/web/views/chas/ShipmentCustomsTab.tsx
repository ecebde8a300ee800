import type { RecordSlotProps } from '@portolan/sdk';

/** Placeholder of the contract: a shipment's Customs tab (its CHA assignments). */
export default function ShipmentCustomsTab(_props: RecordSlotProps) {
  return null;
}

import type { RecordSlotProps } from '@portolan/sdk';
import type { RecordRef } from '../../../shared/types';

/** Fields that name a record in the product's areas, most telling first. */
const NAME_FIELDS = ['reference', 'number', 'quoteNumber', 'rfqNumber', 'orderNumber', 'poNumber', 'bookingNumber', 'title', 'name'];

/**
 * The record a "Set reminder" action is run on, as a reminder keeps it: kind, id, its name when the
 * record has loaded, and the path it was open at (the record's details screen).
 */
export function recordRefOf(target: RecordSlotProps, href: string | undefined = globalThis.location?.pathname): RecordRef {
  const record = (target.record ?? {}) as Record<string, unknown>;
  const name = NAME_FIELDS.map((field) => record[field]).find((value) => typeof value === 'string' && value.trim());
  return { kind: target.kind, id: target.recordId, title: (name as string | undefined) ?? null, href: href || null };
}

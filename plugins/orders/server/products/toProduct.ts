import Big from 'big.js';
import { baseRecord } from '@portolan/sdk/server';
import type { Product } from '../../shared/types';
import { priceText } from './priceText';

const decimal = (v: unknown) => (v === null || v === undefined ? null : new Big(String(v)).toString());

/** A products row as the API answers it (`supplierName` from a join as `supplier_name`, else null until expanded). */
export function toProduct(row: Record<string, unknown>): Product {
  const currency = String(row.currency);
  return {
    ...baseRecord(row),
    sku: String(row.sku),
    name: String(row.name),
    description: (row.description as string | null) ?? null,
    category: String(row.category),
    hsCode: (row.hs_code as string | null) ?? null,
    unit: String(row.unit),
    lengthCm: decimal(row.length_cm),
    widthCm: decimal(row.width_cm),
    heightCm: decimal(row.height_cm),
    weightKg: decimal(row.weight_kg),
    unitPrice: priceText(row.unit_price, currency),
    currency,
    supplierId: row.supplier_id ? String(row.supplier_id) : null,
    supplierName: (row.supplier_name as string | null) ?? null,
    active: Boolean(row.active),
  };
}

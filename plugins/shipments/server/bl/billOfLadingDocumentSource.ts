import { containsPattern, isUuid, type DocumentSource } from '@portolan/sdk/server';
import { DOCUMENT_FIELD_KEYS, PRINTABLE_DOCUMENT_NAMES } from '@portolan/sdk/shared';
import { printableBillOfLading } from './printableBillOfLading';
import { shipmentForPrint } from './shipmentForPrint';

/**
 * Bills of lading for the document-template composer: the fields and tables printableBillOfLading
 * fills, the shipments the company may read (own or shared), newest first ("SHP-… / MAEU… — consignee",
 * searched by reference, BL number or consignee), and each as its draft BL; any other or a malformed id: undefined.
 */
export const billOfLadingDocumentSource: DocumentSource = {
  documentType: 'BILL_OF_LADING',
  name: PRINTABLE_DOCUMENT_NAMES.BILL_OF_LADING,
  fields: [
    ...DOCUMENT_FIELD_KEYS.BILL_OF_LADING,
    { key: 'blNumber', label: 'BL number' },
    { key: 'bookingNumber', label: 'Booking number' },
    { key: 'shipmentReference', label: 'Shipment' },
    { key: 'carrier', label: 'Carrier' },
    { key: 'placeOfReceipt', label: 'Place of receipt' },
    { key: 'transshipment', label: 'Transshipment' },
    { key: 'commodity', label: 'Commodity' },
    { key: 'hsCode', label: 'HS code' },
    { key: 'grossWeight', label: 'Gross weight' },
    { key: 'volume', label: 'Volume' },
    { key: 'mode', label: 'Mode' },
  ],
  tables: [
    { key: 'containers', title: 'Containers and seals' },
    { key: 'cargo', title: 'Description of goods' },
  ],
  async list(db, companyId, { search, limit }) {
    if (!isUuid(companyId)) return [];
    const params: unknown[] = [companyId, Math.max(1, Math.min(limit, 200))];
    const text = search?.trim();
    if (text) params.push(containsPattern(text));
    const rows = await db.query<{ id: string; reference: string; bl_number: string | null; consignee: string | null }>(
      `SELECT s.id, s.reference, s.bl_number, s.consignee FROM shipments s
        WHERE (s.company_id = $1 OR EXISTS (SELECT 1 FROM shipment_parties p WHERE p.shipment_id = s.id AND p.company_id = $1))
          ${text ? 'AND (s.reference ILIKE $3 OR s.bl_number ILIKE $3 OR s.consignee ILIKE $3)' : ''}
        ORDER BY s.created_at DESC, s.id DESC LIMIT $2`,
      params,
    );
    return rows.rows.map((r) => ({ id: String(r.id), label: `${r.reference}${r.bl_number ? ` / ${r.bl_number}` : ''} — ${r.consignee ?? ''}` }));
  },
  async load(db, companyId, id) {
    const found = await shipmentForPrint(db, companyId, id);
    return found ? printableBillOfLading(found.shipment, found.ownerName) : undefined;
  },
};

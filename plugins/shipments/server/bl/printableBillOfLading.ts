import { carrierName, containerTypeByCode, portName } from '@portolan/sdk/server';
import { groupedAmount } from '@portolan/sdk/server/pdf';
import type { PrintableRecord } from '@portolan/sdk/shared';
import type { ShipmentRecord } from '../shipmentRecord';

const place = (code: string) => `${portName(code) ?? code} (${code})`;
const kg = (n: number | null) => (n === null ? '' : `${groupedAmount(String(n))} kg`);

/**
 * A shipment's draft bill of lading (to check before the carrier or the forwarder issues the original):
 * the shipment's owner issues it (its template and logo), the shipper is the counterparty; shipper,
 * consignee (notify party: none is kept on a shipment), vessel and voyage, ports and place of delivery,
 * containers with seals, cargo (commodity, HS code, weight, volume) and the BL number once known.
 * Marks and numbers are not kept on a shipment, so they print empty for the user to fill in.
 */
export function printableBillOfLading(s: ShipmentRecord, ownerName: string): PrintableRecord {
  const reference = s.blNumber ? `${s.blNumber} (draft)` : `Draft — shipment ${s.reference}`;
  const containers = s.containers.map((c) => `${c.number} (${c.isoType})${c.sealNumber ? ` seal ${c.sealNumber}` : ''}`).join(', ');
  const fields: Record<string, string> = {
    issueDate: (s.atd ?? s.etd).slice(0, 10),
    placeOfIssue: place(s.pol),
    shipper: s.shipper ?? '',
    consignee: s.consignee ?? '',
    notifyParty: '',
    vessel: s.vessel ?? '',
    voyage: s.voyage ?? '',
    pol: place(s.pol),
    pod: place(s.pod),
    placeOfDelivery: place(s.destination),
    containers,
    marks: '',
    freightTerms: '',
    blNumber: s.blNumber ?? '',
    bookingNumber: s.bookingNumber ?? '',
    shipmentReference: s.reference,
    carrier: `${carrierName(s.carrier)} (${s.carrier})`,
    placeOfReceipt: place(s.origin),
    transshipment: s.transshipmentPorts.map(place).join(', '),
    commodity: s.commodity ?? '',
    hsCode: s.hsCode ?? '',
    grossWeight: kg(s.weightKg),
    volume: s.volumeCbm === null ? '' : `${s.volumeCbm} m³`,
    mode: s.mode,
  };
  return {
    documentType: 'BILL_OF_LADING',
    issuerCompanyId: s.companyId,
    title: 'Bill of lading — draft',
    reference,
    issuer: { name: ownerName, lines: [] },
    counterparty: s.shipper ? { name: s.shipper, lines: [] } : null,
    counterpartyLabel: 'Shipper',
    fields,
    tables: [
      {
        key: 'containers',
        title: 'Containers and seals',
        columns: [
          { key: 'number', label: 'Container', width: 1.4 },
          { key: 'isoType', label: 'Type', width: 0.7 },
          { key: 'name', label: 'Size and type', width: 1.6 },
          { key: 'seal', label: 'Seal', width: 1.2 },
          { key: 'weight', label: 'Gross weight', align: 'right', width: 1.1 },
        ],
        rows: s.containers.map((c) => ({ number: c.number, isoType: c.isoType, name: containerTypeByCode(c.isoType)?.name ?? '', seal: c.sealNumber ?? '', weight: kg(c.weightKg) })),
      },
      {
        key: 'cargo',
        title: 'Description of goods',
        columns: [
          { key: 'description', label: 'Description', width: 3 },
          { key: 'hsCode', label: 'HS code', width: 0.9 },
          { key: 'weight', label: 'Gross weight', align: 'right', width: 1.1 },
          { key: 'volume', label: 'Volume', align: 'right', width: 0.9 },
        ],
        rows: [{ description: `${s.mode}${s.containers.length ? `, ${s.containers.length} container(s)` : ''}: ${s.commodity ?? 'goods as declared'}`, hsCode: s.hsCode ?? '', weight: fields.grossWeight!, volume: fields.volume! }],
      },
    ],
    totals: [],
    terms: 'Draft for checking only: not a negotiable document and not a receipt for the goods.',
    notes: '',
    footer: `${ownerName} — draft bill of lading, shipment ${s.reference}`,
    pdfTitle: `Draft bill of lading ${s.blNumber ?? s.reference}`,
  };
}

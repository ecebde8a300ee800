import { badRequest, baseRecord, conflict, isCurrency, isUuid, SHIPMENT_EQUIPMENT, type Db, type ShipmentEquipment } from '@portolan/sdk/server';
import { daysBetween, isDay, todayUtc } from '@portolan/sdk/shared';
import type { BillState } from '../../shared/states';
import type { BillRecord } from '../../shared/types';
import { bigOf, decimalOfMinor, minorOfDecimal } from './billMoney';
import { realizationDueDate } from './realizationDueDate';
import { regularizationSettingsOf } from './regularizationSettings';

/** An export bill to create (the PDF reader's createInvoice, the bills API's create): money as a decimal string. */
export interface NewBill {
  sbNumber: string;
  sbDate: string;
  portCode: string;
  shipmentId?: string | null;
  invoiceNumber: string;
  invoiceDate: string;
  invoiceValue: string;
  currency: string;
  buyerName?: string | null;
  buyerCountry?: string | null;
  extractionId?: string | null;
}

/** Who creates it. */
export interface BillAuthor {
  userId: string | null;
  companyId: string;
}

const SB_NUMBER = /^[0-9]{7}$/;
const PORT_CODE = /^[A-Z]{5}[0-9A-Z]$/;
const COUNTRY = /^[A-Z]{2}$/;


/**
 * The shipments service the export date is read from: set once by registerRegularizationRoutes (the
 * contract's createBill has no plugin context). Every server of a process offers the same stateless one.
 */
let equipment: ShipmentEquipment | undefined;
export function setShipmentEquipment(services: { get: (token: typeof SHIPMENT_EQUIPMENT) => ShipmentEquipment }): void {
  equipment = services.get(SHIPMENT_EQUIPMENT);
}

/** A bill's fields checked and normalized under the bills API's rules (400 naming `<field>.<name>`). */
export function checkedBill(bill: NewBill, field: string): NewBill & { invoiceMinor: bigint } {
  const f = (name: string) => (field ? `${field}.${name}` : name);
  const sbNumber = String(bill.sbNumber ?? '').trim();
  if (!SB_NUMBER.test(sbNumber)) throw badRequest('The shipping bill number is seven digits', f('sbNumber'));
  if (!isDay(bill.sbDate)) throw badRequest('The shipping bill date is a date YYYY-MM-DD', f('sbDate'));
  const portCode = String(bill.portCode ?? '').trim().toUpperCase();
  if (!PORT_CODE.test(portCode)) throw badRequest('The port code is a customs location code such as INNSA1', f('portCode'));
  const invoiceNumber = String(bill.invoiceNumber ?? '').trim();
  if (!invoiceNumber || invoiceNumber.length > 40) throw badRequest('The invoice number is 1 to 40 characters', f('invoiceNumber'));
  if (!isDay(bill.invoiceDate)) throw badRequest('The invoice date is a date YYYY-MM-DD', f('invoiceDate'));
  const currency = String(bill.currency ?? '').trim().toUpperCase();
  if (!isCurrency(currency)) throw badRequest('The currency is an ISO 4217 code such as USD', f('currency'));
  const invoiceMinor = minorOfDecimal(String(bill.invoiceValue ?? ''), currency);
  if (invoiceMinor === undefined || invoiceMinor <= 0n) {
    throw badRequest(`The invoice value is a positive amount with at most the ${currency} minor units`, f('invoiceValue'));
  }
  const buyerCountry = bill.buyerCountry ? String(bill.buyerCountry).trim().toUpperCase() : null;
  if (buyerCountry && !COUNTRY.test(buyerCountry)) throw badRequest("The buyer's country is an ISO 3166 alpha-2 code such as DE", f('buyerCountry'));
  if (bill.shipmentId && !isUuid(bill.shipmentId)) throw badRequest('No shipment of yours has this id', f('shipmentId'));
  const buyerName = bill.buyerName ? String(bill.buyerName).trim().slice(0, 200) || null : null;
  return { ...bill, sbNumber, portCode, invoiceNumber, currency, invoiceMinor, buyerCountry, buyerName, shipmentId: bill.shipmentId || null, extractionId: bill.extractionId || null };
}

/**
 * The date of export of a bill: the shipment's actual departure when the shipment is given and the company
 * may see it (else its ETD once it has departed), else the shipping bill date. Answers the shipment's reference too.
 */
export async function exportDateOf(db: Db, companyId: string, shipmentId: string | null | undefined, sbDate: string, field: string): Promise<{ exportDate: string; shipmentReference: string | null }> {
  if (!shipmentId) return { exportDate: sbDate, shipmentReference: null };
  if (!equipment) throw new Error('regularization: the shipments service is not set (registerRegularizationRoutes)');
  const [journey] = await equipment.journeys(db, companyId, { shipmentIds: [shipmentId], limit: 1 });
  if (!journey) throw badRequest('No shipment of yours has this id', field ? `${field}.shipmentId` : 'shipmentId');
  const departed = journey.atd ?? (journey.status !== 'BOOKED' && journey.status !== 'CANCELLED' ? journey.etd : null);
  return { exportDate: departed ? departed.slice(0, 10) : sbDate, shipmentReference: journey.shipmentReference };
}

export const billSearchText = (b: { sbNumber: string; invoiceNumber: string; buyerName?: string | null }) => [b.sbNumber, b.invoiceNumber, b.buyerName ?? ''].join('\n');

/**
 * Contract (regularization/ implements it): creates one export bill of the company under the bills API's
 * rules (a bad field is a 400 naming `<field>.<name>`; a shipping bill number, date and port already
 * recorded is a 409), computing its export date and realization due date; answers its id. In `tx`.
 */
export async function createBill(tx: Db, author: BillAuthor, bill: NewBill, field: string): Promise<string> {
  const b = checkedBill(bill, field);
  const { exportDate, shipmentReference } = await exportDateOf(tx, author.companyId, b.shipmentId, b.sbDate, field);
  const settings = await regularizationSettingsOf(tx, author.companyId);
  const taken = await tx.one('SELECT 1 FROM export_bills WHERE company_id = $1 AND sb_number = $2 AND sb_date = $3 AND port_code = $4', [author.companyId, b.sbNumber, b.sbDate, b.portCode]);
  if (taken) throw conflict(`Shipping bill ${b.sbNumber} of ${b.sbDate} at ${b.portCode} is already recorded`, field ? `${field}.sbNumber` : 'sbNumber');
  const row = await tx.one<{ id: string }>(
    `INSERT INTO export_bills (company_id, sb_number, sb_date, port_code, shipment_id, shipment_reference, invoice_number, invoice_date, invoice_minor, currency,
       buyer_name, buyer_country, export_date, realization_due_date, extraction_id, search_text, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
    [
      author.companyId, b.sbNumber, b.sbDate, b.portCode, b.shipmentId, shipmentReference, b.invoiceNumber, b.invoiceDate, b.invoiceMinor.toString(), b.currency,
      b.buyerName, b.buyerCountry, exportDate, realizationDueDate(exportDate, settings.realizationMonths), b.extractionId, billSearchText(b), author.userId,
    ],
  );
  return String(row!.id);
}

/** Contract: one of the company's bills as the API answers it, or undefined when it is not the company's. */
export async function readBill(db: Db, companyId: string, id: string): Promise<BillRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.one('SELECT * FROM export_bills WHERE id = $1 AND company_id = $2', [id, companyId]);
  return row ? toBill(row) : undefined;
}

/** States in which a bill still waits for money (reminders, ageing, overdue). */
export const OPEN_BILL_STATES: readonly BillState[] = ['OPEN', 'PARTLY_REALIZED'];

/** A row of export_bills as the API answers it (`today` decides overdue and days to due). */
export function toBill(row: Record<string, unknown>, today = todayUtc()): BillRecord {
  const currency = String(row.currency);
  const invoice = bigOf(row.invoice_minor);
  const realized = bigOf(row.realized_minor);
  const state = row.state as BillState;
  const due = String(row.realization_due_date);
  const daysToDue = daysBetween(today, due);
  return {
    ...baseRecord(row),
    state,
    sbNumber: String(row.sb_number),
    sbDate: String(row.sb_date),
    portCode: String(row.port_code),
    shipmentId: (row.shipment_id as string) ?? null,
    shipmentReference: (row.shipment_reference as string) ?? null,
    invoiceNumber: String(row.invoice_number),
    invoiceDate: String(row.invoice_date),
    invoiceValue: decimalOfMinor(invoice, currency),
    currency,
    buyerName: (row.buyer_name as string) ?? null,
    buyerCountry: (row.buyer_country as string) ?? null,
    exportDate: String(row.export_date),
    realizationDueDate: due,
    realizedAmount: decimalOfMinor(realized, currency),
    outstandingAmount: decimalOfMinor(invoice > realized ? invoice - realized : 0n, currency),
    overdue: OPEN_BILL_STATES.includes(state) && daysToDue < 0,
    daysToDue,
    bankReference: (row.bank_reference as string) ?? null,
    regularizedAt: row.regularized_at ? new Date(String(row.regularized_at instanceof Date ? row.regularized_at.toISOString() : row.regularized_at)).toISOString() : null,
    extractionId: (row.extraction_id as string) ?? null,
  };
}

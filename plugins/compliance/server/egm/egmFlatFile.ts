import Big from 'big.js';
import { normalizeContainerNumber } from '@portolan/sdk/shared';
import type { EgmRecord } from '../../shared/types';

/** The layout this file writes (README-EGM-LAYOUT.md). */
export const EGM_LAYOUT_VERSION = 'PORTOLAN-SEAEGM-1.0 (modelled on ICES 1.5 SEA EGM)';
/** ASCII 29, group separator: between the fields of a record. */
export const FIELD_SEPARATOR = '\x1d';
/** Between records. */
export const RECORD_SEPARATOR = '\r\n';
/** The message type we write in the header (a real ICEGATE adapter maps it to ICEGATE's message id). */
export const MESSAGE_TYPE = 'SEAEGM';

export type EgmForFile = Pick<
  EgmRecord,
  'vessel' | 'voyage' | 'imo' | 'rotationNumber' | 'pol' | 'customsPortCode' | 'agentCode' | 'sailingDate' | 'egmNumber' | 'egmDate' | 'amendmentNo' | 'shippingBills'
>;

export interface FlatFileOptions {
  /** The filer's id at the gateway (we use the EGM's agent code). */
  senderId: string;
  /** The company's filing sequence number (1, 2, …). */
  sequence: number;
  now: Date;
}

export interface EgmFlatFile {
  fileName: string;
  content: string;
  layoutVersion: string;
  /** Data records (vesinfo + sbdetails + contdetails), what TREC carries. */
  controlCount: number;
}

/** A field's text: trimmed, control characters (and so the separators) removed. */
const text = (value: string | number | null | undefined) => String(value ?? '').replace(/[\x00-\x1f\x7f]/g, ' ').trim();
/** YYYY-MM-DD → DDMMYYYY (empty stays empty). */
const ddmmyyyy = (day: string | null | undefined) => (day ? `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}` : '');
const kg = (value: string) => (/^\d+(\.\d+)?$/.test(value) ? new Big(value).toFixed(3) : '');
/** India Standard Time (UTC+05:30, no daylight saving) — customs' clock. */
const ist = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString();

/**
 * The EGM as a customs flat file in our layout PORTOLAN-SEAEGM-1.0 (README-EGM-LAYOUT.md), modelled on
 * ICEGATE's ICES 1.5 flat files: CRLF between records, ASCII 29 between fields, `HREC` header, the
 * `<manifest>` message with its `<vesinfo>`, `<sbdetails>` and `<contdetails>` sections each closed by
 * `<END-…>`, and a `TREC` trailer with the sequence and the count of data records. A fresh filing's
 * data records start with `F`, an amendment's with `A`; the header carries the amendment number.
 * Pure: the clock and the sequence come from the caller.
 */
export function egmFlatFile(egm: EgmForFile, options: FlatFileOptions): EgmFlatFile {
  const senderId = text(options.senderId);
  if (!senderId) throw new Error('egmFlatFile: a sender id is required');
  if (!Number.isInteger(options.sequence) || options.sequence < 1) throw new Error('egmFlatFile: the sequence must be a whole number from 1');
  const kind = egm.amendmentNo > 0 ? 'A' : 'F';
  const port = text(egm.customsPortCode);
  const rotation = text(egm.rotationNumber);
  const at = ist(options.now);
  const record = (...fields: Array<string | number | null | undefined>) => fields.map(text).join(FIELD_SEPARATOR);
  const containerCount = new Set(egm.shippingBills.flatMap((b) => b.containers.map((c) => normalizeContainerNumber(c.number)))).size;

  const vesinfo = [
    record(kind, port, rotation, egm.egmNumber, ddmmyyyy(egm.egmDate), egm.imo, egm.vessel, egm.voyage, egm.agentCode, egm.pol, ddmmyyyy(egm.sailingDate), egm.amendmentNo, egm.shippingBills.length, containerCount),
  ];
  const sbdetails = egm.shippingBills.map((b, i) =>
    record(kind, port, rotation, i + 1, b.sbNumber, ddmmyyyy(b.sbDate), b.exporterName, b.iec, b.portOfDischarge, b.finalDestination, b.packages, b.packageKind.toUpperCase(), kg(b.grossWeightKg), b.containers.length),
  );
  const contdetails = egm.shippingBills.flatMap((b, i) =>
    b.containers.map((c) => record(kind, port, rotation, i + 1, b.sbNumber, ddmmyyyy(b.sbDate), normalizeContainerNumber(c.number), c.isoType.toUpperCase(), c.sealNumber.toUpperCase(), c.packages, kg(c.grossWeightKg))),
  );
  const controlCount = vesinfo.length + sbdetails.length + contdetails.length;
  const lines = [
    record('HREC', 'ZZ', senderId, 'ZZ', port, 'ICES1_5', 'P', '', MESSAGE_TYPE, options.sequence, `${at.slice(0, 4)}${at.slice(5, 7)}${at.slice(8, 10)}`, `${at.slice(11, 13)}${at.slice(14, 16)}`, egm.amendmentNo),
    '<manifest>',
    '<vesinfo>', ...vesinfo, '<END-vesinfo>',
    '<sbdetails>', ...sbdetails, '<END-sbdetails>',
    '<contdetails>', ...contdetails, '<END-contdetails>',
    '<END-manifest>',
    record('TREC', options.sequence, controlCount),
  ];
  const safeSender = senderId.replace(/[^A-Za-z0-9]/g, '').toUpperCase() || 'SENDER';
  return {
    fileName: `${safeSender}_${port}_${String(options.sequence).padStart(6, '0')}${kind === 'A' ? `_A${egm.amendmentNo}` : ''}.egm`,
    content: lines.join(RECORD_SEPARATOR) + RECORD_SEPARATOR,
    layoutVersion: EGM_LAYOUT_VERSION,
    controlCount,
  };
}

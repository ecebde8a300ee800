import type { Level } from '@portolan/sdk/shared';

type Rule<S extends string> = { from: readonly S[]; to: S; level: Level; title: string; intent?: 'primary' | 'success' | 'danger' };

/**
 * An export general manifest (EGM). DRAFT (being built; editing a VALIDATED one puts it back here) →
 * VALIDATED (every check passed) → FILED (the flat file went to the customs gateway) → ACKNOWLEDGED
 * (the gateway acknowledged it with an EGM number) or REJECTED (the gateway refused it: fix it, it is a
 * DRAFT again on the next edit or `redraft`). An acknowledged EGM is amended: `amend` opens amendment
 * n+1 as a DRAFT; once filed and acknowledged it is AMENDED.
 */
export const EGM_STATES = ['DRAFT', 'VALIDATED', 'FILED', 'ACKNOWLEDGED', 'REJECTED', 'AMENDED'] as const;
export type EgmState = (typeof EGM_STATES)[number];

/** States in which the header and lines may be edited (an edit of a VALIDATED manifest makes it a DRAFT). */
export const EGM_EDITABLE: readonly EgmState[] = ['DRAFT', 'VALIDATED', 'REJECTED'];

/** The guarded actions (`POST /api/egm/manifests/:id/<action>`); validate is not a transition table entry: it answers problems and moves DRAFT → VALIDATED only when there are none. */
export const EGM_ACTIONS = {
  file: { from: ['VALIDATED'], to: 'FILED', level: 'Update', title: 'File with customs', intent: 'primary' },
  amend: { from: ['ACKNOWLEDGED', 'AMENDED'], to: 'DRAFT', level: 'Update', title: 'Amend' },
  redraft: { from: ['REJECTED'], to: 'DRAFT', level: 'Update', title: 'Back to draft' },
} as const satisfies Record<string, Rule<EgmState>>;

/** Customs filing status of one submitted file (egm_filings). */
export const FILING_STATES = ['SUBMITTED', 'ACKNOWLEDGED', 'REJECTED'] as const;
export type FilingState = (typeof FILING_STATES)[number];

/** Which side of a sailing a per-sailing manifest shows (`/api/manifest/`). */
export const MANIFEST_DIRECTIONS = ['EXPORT', 'IMPORT', 'TRANSSHIPMENT'] as const;
export type ManifestDirection = (typeof MANIFEST_DIRECTIONS)[number];

/** A customs house agent (customs broker under CBLR 2018) in the company's directory. */
export const CHA_STATES = ['ACTIVE', 'SUSPENDED'] as const;
export type ChaState = (typeof CHA_STATES)[number];

/** National Time Release Study targets (CBIC) the scorecard measures clearance against, in hours. */
export const CLEARANCE_TARGET_HOURS = { IMPORT: 48, EXPORT: 24 } as const;

/**
 * An export bill (a shipping bill with its export invoice) for regularization. OPEN (nothing realized) →
 * PARTLY_REALIZED (matched remittances below the invoice value) → REALIZED (within the tolerance of the
 * invoice value) → REGULARIZED (the bank accepted the pushed batch and closed it in EDPMS). Overdue is not
 * a state: an OPEN or PARTLY_REALIZED bill past its realization due date is `overdue`.
 */
export const BILL_STATES = ['OPEN', 'PARTLY_REALIZED', 'REALIZED', 'REGULARIZED'] as const;
export type BillState = (typeof BILL_STATES)[number];

/** A regularization batch: DRAFT (saved by validate, with problems) → VALIDATED (no problems) → PUSHED (the bank answered with its reference) or REJECTED (the bank refused). */
export const BATCH_STATES = ['DRAFT', 'VALIDATED', 'PUSHED', 'REJECTED'] as const;
export type BatchState = (typeof BATCH_STATES)[number];

/** RBI Master Direction on export of goods: realization within nine months of the date of export, unless the company configures otherwise. */
export const DEFAULT_REALIZATION_MONTHS = 9;
/** Default tolerance when reconciling realized amounts with an invoice value, in percent of the invoice value (bank charges withheld abroad). */
export const DEFAULT_TOLERANCE_PERCENT = '1.00';
/** Reminders of bills due go out this many days before the realization due date (and once when overdue). */
export const REMINDER_DAYS = [30, 15, 7] as const;
/** Advance remittances may arrive up to this many days before the shipping bill date and still be matched. */
export const ADVANCE_WINDOW_DAYS = 365;
/** At most this many rows in one validate call. */
export const MAX_BATCH_ROWS = 10_000;

/** Ageing buckets of open bills by days to (negative: past) the realization due date, in display order. */
export const AGEING_BUCKETS = [
  { id: 'OVERDUE_90', title: 'Overdue > 90 days' },
  { id: 'OVERDUE_31_90', title: 'Overdue 31–90 days' },
  { id: 'OVERDUE_1_30', title: 'Overdue 1–30 days' },
  { id: 'DUE_0_30', title: 'Due in 0–30 days' },
  { id: 'DUE_31_90', title: 'Due in 31–90 days' },
  { id: 'DUE_91_180', title: 'Due in 91–180 days' },
  { id: 'DUE_180', title: 'Due in > 180 days' },
] as const;
export type AgeingBucketId = (typeof AGEING_BUCKETS)[number]['id'];

/** FEMA purpose codes of inward remittances that are export proceeds (RBI list, group P01 "Exports of goods"). */
export const EXPORT_PURPOSE_CODES = {
  P0101: 'Value of export bills negotiated / purchased / discounted',
  P0102: 'Realisation of export bills (in respect of goods) sent on collection',
  P0103: 'Advance receipts against export contracts',
  P0104: 'Receipts against export of goods not covered by the GR/PP/SOFTEX/EC copy of shipping bill',
  P0108: 'Goods sold under merchanting / receipt against export leg of merchanting trade',
  P0109: 'Receipts of export proceeds of goods (other than above)',
} as const;
export type ExportPurposeCode = keyof typeof EXPORT_PURPOSE_CODES;

/** Partner banks a regularization batch goes to (SPEC §2 partner entries). */
export const PARTNER_BANKS = { ICICI: 'ICICI Bank', HDFC: 'HDFC Bank', AXIS: 'Axis Bank', YES: 'YES Bank' } as const;
export type PartnerBank = keyof typeof PARTNER_BANKS;

/**
 * KYC document types (`/api/companies/{id}/documents/{docType}`), with the number each carries. `expires`:
 * the document has a validity date the uploader must give (DGFT requires the IEC to be updated every year
 * between April and June, so an IEC document is valid until 30 June of the next year at the latest);
 * the others may carry one.
 */
export const KYC_DOC_TYPES = {
  GST: { title: 'GST registration certificate', number: 'GSTIN', expires: false },
  IEC: { title: 'Importer-Exporter Code (IEC)', number: 'IEC', expires: true },
  PAN: { title: 'PAN card', number: 'PAN', expires: false },
  INCORPORATION: { title: 'Certificate of incorporation', number: 'CIN', expires: false },
} as const;
export type KycDocType = keyof typeof KYC_DOC_TYPES;
/** Types that must be verified for the company's KYC to be verified. */
export const REQUIRED_KYC_TYPES: readonly KycDocType[] = ['GST', 'IEC', 'PAN', 'INCORPORATION'];

/** A KYC document: PENDING (uploaded, awaiting a platform admin) → VERIFIED or REJECTED (with a reason); a VERIFIED one past its expiry date is EXPIRED; a newer upload of the type makes the older SUPERSEDED. */
export const KYC_STATES = ['PENDING', 'VERIFIED', 'REJECTED', 'EXPIRED', 'SUPERSEDED'] as const;
export type KycState = (typeof KYC_STATES)[number];
/** Expiry reminders go out this many days before a KYC document expires. */
export const KYC_EXPIRY_REMINDER_DAYS = 30;
/** Largest KYC file (PDF, PNG or JPEG). */
export const MAX_KYC_BYTES = 5 * 1024 * 1024;

/** What the PDF reader reads. */
export const EXTRACTION_KINDS = ['SHIPPING_BILL', 'BILL_OF_LADING'] as const;
export type ExtractionKind = (typeof EXTRACTION_KINDS)[number];
/** Largest PDF the reader takes. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

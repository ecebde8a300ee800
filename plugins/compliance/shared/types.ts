import type { AgeingBucketId, BatchState, BillState, ChaState, EgmState, ExtractionKind, FilingState, KycDocType, KycState, ManifestDirection, PartnerBank } from './states';

/**
 * The compliance API's paths and answer shapes (README.md). Every record has `_id`, `createdAt`,
 * `updatedAt`, `version` (the SDK's base record). Money is a decimal string with an ISO 4217 currency;
 * dates are `YYYY-MM-DD` (customs and bank dates are Indian calendar dates), instants ISO 8601.
 */
export const API = {
  egm: '/api/egm/manifests',
  egmSailings: '/api/egm/sailings',
  manifest: '/api/manifest/',
  manifestSailing: '/api/manifest/sailing',
  chas: '/api/chas',
  chaAssignments: '/api/chas/assignments',
  chaScorecards: '/api/chas/scorecards',
  bills: '/api/regularization/bills',
  billsValidate: '/api/regularization/bills/validate',
  billsPush: '/api/regularization/bills/push',
  remittances: '/api/regularization/remittances',
  batches: '/api/regularization/batches',
  ageing: '/api/regularization/ageing',
  regularizationSettings: '/api/regularization/settings',
  partnerLinks: '/api/regularization/links',
  publicRegularization: '/api/regularization/public',
  kycStatus: '/api/kyc/status',
  kycReviews: '/api/kyc/reviews',
  kycDocuments: '/api/kyc/documents',
  pdfShippingBill: '/api/pdfReader/shippingBillIndia',
  pdfBillOfLading: '/api/pdfReader/billOfLading',
  pdfCreateInvoice: '/api/pdfReader/createInvoice',
  pdfGetInvoice: '/api/pdfReader/getInvoice',
  pdfExtractions: '/api/pdfReader/extractions',
} as const;

/** `/api/companies/{id}/documents/{docType}` (SPEC §7), the KYC documents of one company. */
export const kycDocumentPath = (companyId: string, docType: KycDocType | string) => `/api/companies/${companyId}/documents/${docType}`;

/** Record kinds (SDK registerRecordKind: activity, comments, documents tabs). */
export const EGM_KIND = 'egm';
export const CHA_KIND = 'cha';
export const BILL_KIND = 'export-bill';
export const BATCH_KIND = 'regularization-batch';

interface Base {
  _id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** One problem found by a validation: `field` is the path in the record or batch (e.g. `shippingBills.1.containers.0.sealNumber`). */
export interface Problem {
  field: string;
  code: string;
  message: string;
}

// ---------------------------------------------------------------- EGM

export interface EgmContainer {
  /** ISO 6346, normalized (no spaces). */
  number: string;
  /** ISO 6346 size-type code, e.g. 22G1. */
  isoType: string;
  sealNumber: string;
  packages: number;
  /** Gross weight of the container's cargo of this shipping bill, kg, decimal string (3 places at most). */
  grossWeightKg: string;
}

export interface EgmShippingBill {
  /** Seven digits (ICEGATE shipping bill number). */
  sbNumber: string;
  sbDate: string;
  /** The shipment of the sailing this shipping bill's cargo travels on (one of the company's own or shared shipments). */
  shipmentId: string | null;
  shipmentReference: string | null;
  exporterName: string;
  /** Importer-Exporter Code, 10 characters. */
  iec: string;
  /** UN/LOCODE of the port of discharge and of the final destination. */
  portOfDischarge: string;
  finalDestination: string;
  packages: number;
  /** Package kind code (UN/ECE Rec. 21), e.g. PK, CT, BG, PL. */
  packageKind: string;
  grossWeightKg: string;
  containers: EgmContainer[];
}

export interface EgmRecord extends Base {
  state: EgmState;
  vessel: string;
  /** IMO number, 7 digits. */
  imo: string | null;
  voyage: string;
  /** Rotation number the port/customs gave the vessel's call (EGM number's counterpart), when known. */
  rotationNumber: string | null;
  /** UN/LOCODE of the port of loading (Indian, e.g. INNSA) and the customs location code (e.g. INNSA1). */
  pol: string;
  customsPortCode: string;
  /** Shipping line / agent code the filer files under (customs' shipping agent code). */
  agentCode: string;
  sailingDate: string;
  /** Assigned by customs on acknowledgement. */
  egmNumber: string | null;
  egmDate: string | null;
  amendmentNo: number;
  shippingBills: EgmShippingBill[];
  /** Totals (computed). */
  totals: { shippingBills: number; containers: number; packages: number; grossWeightKg: string };
  /** Problems of the last validation (empty once VALIDATED). */
  problems: Problem[];
  lastFiling: EgmFiling | null;
  createdByName: string | null;
}

export interface EgmFiling extends Base {
  egmId: string;
  amendmentNo: number;
  state: FilingState;
  /** The flat file's name as the gateway receives it, and its layout version (README-EGM-LAYOUT.md). */
  fileName: string;
  layoutVersion: string;
  /** Reference the gateway gave the submission. */
  gatewayReference: string;
  /** Which adapter filed it: 'sandbox' (labelled) or a real gateway's name. */
  gateway: string;
  submittedAt: string;
  answeredAt: string | null;
  /** The gateway's acknowledgement or rejection text. */
  answerText: string | null;
}

/** `GET /api/egm/sailings`: the company's export sailings from Indian ports (from its shipments' vessel and voyage). */
export interface EgmSailing {
  vessel: string;
  voyage: string;
  pol: string;
  carrier: string;
  /** Actual departure when known, else the ETD. */
  sailingDate: string;
  departed: boolean;
  shipments: number;
  containers: number;
  /** The EGM already built for this sailing, if any. */
  egmId: string | null;
  egmState: EgmState | null;
}

/** `GET /api/manifest/`: one row per sailing and port the company's shipments touch. */
export interface ManifestSummary {
  /** Stable key of the sailing: `vessel|voyage|port|direction` (what `/api/manifest/sailing` takes as query fields). */
  key: string;
  vessel: string;
  voyage: string;
  port: string;
  direction: ManifestDirection;
  carrier: string;
  /** Arrival (import, transshipment) or departure (export) date at the port, actual when known. */
  date: string;
  actual: boolean;
  shipments: number;
  containers: number;
  teu: number;
  grossWeightKg: string;
  egmId: string | null;
}

/** `GET /api/manifest/sailing?vessel=&voyage=&port=&direction=`: the manifest lines of that sailing at that port. */
export interface ManifestDetails extends ManifestSummary {
  lines: Array<{
    shipmentId: string;
    shipmentReference: string;
    blNumber: string | null;
    shipper: string | null;
    consignee: string | null;
    pol: string;
    pod: string;
    containers: Array<{ number: string; isoType: string; sealNumber: string | null; weightKg: string | null }>;
  }>;
}

// ---------------------------------------------------------------- CHAs

export interface ChaRecord extends Base {
  name: string;
  /** Customs broker licence number (CBLR 2018), e.g. "R-11/2019" or the licensing commissionerate's number. */
  licenceNumber: string;
  /** PAN of the broker (10 characters), when known. */
  pan: string | null;
  /** UN/LOCODEs of the ports it clears at. */
  ports: string[];
  contactName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  state: ChaState;
  /** Shipments assigned (computed). */
  assignments: number;
}

export interface ChaAssignment extends Base {
  chaId: string;
  chaName: string;
  shipmentId: string;
  shipmentReference: string;
  port: string;
  direction: 'IMPORT' | 'EXPORT';
  note: string | null;
}

/** `GET /api/chas/:id/scorecard` (and one per CHA in `/api/chas/scorecards`). Clearance: import DISC→GTOT, export GTIN→LOAD (ACT events at the port). */
export interface ChaScorecard {
  chaId: string;
  chaName: string;
  assigned: number;
  /** Assigned shipments whose clearance window is complete. */
  measured: number;
  medianHours: number | null;
  p90Hours: number | null;
  /** Share of measured clearances within the NTRS target (CLEARANCE_TARGET_HOURS), 0–100, one decimal. */
  withinTargetPercent: number | null;
  byPort: Array<{ port: string; direction: 'IMPORT' | 'EXPORT'; measured: number; medianHours: number | null; withinTargetPercent: number | null }>;
  clearances: Array<{ shipmentId: string; shipmentReference: string; containerNumber: string; port: string; direction: 'IMPORT' | 'EXPORT'; startAt: string; endAt: string | null; hours: number | null; withinTarget: boolean | null }>;
}

// ---------------------------------------------------------------- Regularization

export interface BillRecord extends Base {
  state: BillState;
  sbNumber: string;
  sbDate: string;
  /** Customs location code of the port of export, e.g. INNSA1. */
  portCode: string;
  shipmentId: string | null;
  shipmentReference: string | null;
  invoiceNumber: string;
  invoiceDate: string;
  invoiceValue: string;
  currency: string;
  buyerName: string | null;
  buyerCountry: string | null;
  /** Date of export the due date counts from (the shipment's actual departure, else the shipping bill date). */
  exportDate: string;
  realizationDueDate: string;
  /** Sum of matched remittances in the bill's currency (computed). */
  realizedAmount: string;
  outstandingAmount: string;
  overdue: boolean;
  /** Days to the due date (negative: overdue). */
  daysToDue: number;
  bankReference: string | null;
  regularizedAt: string | null;
  /** PDF reader extraction it was created from, if any. */
  extractionId: string | null;
}

export interface RemittanceRecord extends Base {
  /** The bank's inward remittance reference (IRM number). */
  bankReference: string;
  remittanceDate: string;
  amount: string;
  currency: string;
  purposeCode: string;
  remitterName: string;
  remitterCountry: string | null;
  bank: PartnerBank;
  /** Amount already matched to bills (computed), and what is left. */
  utilizedAmount: string;
  availableAmount: string;
}

/** One row of a validate call: a realization of `amount` (in the remittance's currency) from a remittance to a bill. */
export interface BatchRow {
  /** The bill: by id, or by shipping bill number, date and port. */
  billId?: string;
  sbNumber?: string;
  sbDate?: string;
  portCode?: string;
  /** The remittance: by id or by its bank reference. */
  remittanceId?: string;
  remittanceReference?: string;
  amount: string;
  currency: string;
}

/** `POST /api/regularization/bills/validate` answer. */
export interface ValidateAnswer {
  batch: BatchRecord;
  /** Problems per row index (rows without problems are left out). */
  rows: Array<{ index: number; problems: Problem[] }>;
  valid: boolean;
  /** Milliseconds the server spent validating. */
  tookMs: number;
}

export interface BatchRecord extends Base {
  state: BatchState;
  bank: PartnerBank;
  rowCount: number;
  problemCount: number;
  /** Totals per currency of the rows. */
  totals: Array<{ currency: string; amount: string }>;
  bankReference: string | null;
  bankAnswer: string | null;
  pushedAt: string | null;
  /** 'sandbox' (labelled) or a real bank adapter's name. */
  gateway: string | null;
  createdByName: string | null;
}

export interface AgeingAnswer {
  asOf: string;
  buckets: Array<{ id: AgeingBucketId; title: string; count: number; outstanding: Array<{ currency: string; amount: string }> }>;
}

export interface RegularizationSettings {
  realizationMonths: number;
  tolerancePercent: string;
  bank: PartnerBank;
}

export interface PartnerLink extends Base {
  bank: PartnerBank;
  email: string | null;
  expiresAt: string;
  revokedAt: string | null;
  /** Only in the answer of the create call: the link to hand out (`/regularize?token=…`). */
  url?: string;
}

/** `GET /api/regularization/public/:token`: what the partner page shows (the company's open bills and remittances). */
export interface PublicRegularization {
  companyName: string;
  bank: PartnerBank;
  bills: BillRecord[];
  remittances: RemittanceRecord[];
  ageing: AgeingAnswer;
  kycVerified: boolean;
}

// ---------------------------------------------------------------- KYC

export interface KycDocument extends Base {
  companyId: string;
  companyName: string;
  docType: KycDocType;
  state: KycState;
  /** The number the document carries (GSTIN, IEC, PAN, CIN), checked by its format and check digit where it has one. */
  number: string;
  issuedOn: string | null;
  expiresOn: string | null;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedByName: string | null;
  reviewedByName: string | null;
  reviewedAt: string | null;
  rejectionReason: string | null;
}

export interface KycOverview {
  companyId: string;
  verified: boolean;
  missing: KycDocType[];
  /** The current document of each type (null when none was uploaded). */
  types: Array<{ docType: KycDocType; title: string; required: boolean; current: KycDocument | null }>;
}

// ---------------------------------------------------------------- PDF reader

export interface ExtractedField {
  name: string;
  /** What the rules read (null when not found). */
  value: string | null;
  /** 0–1: 1 = label and value found and the value passed its format check. */
  confidence: number;
  /** Where it was read: page (1-based) and the text line, for highlighting. */
  page: number | null;
  source: string | null;
}

export interface ExtractionRecord extends Base {
  kind: ExtractionKind;
  fileName: string;
  pageCount: number;
  fields: ExtractedField[];
  /** The text lines of each page as read (for the side-by-side view). */
  pages: string[][];
  /** The invoice (export bill) created from it, if any. */
  billId: string | null;
  /** Fields the user changed before creating the invoice: name → [read, confirmed]. */
  corrections: Record<string, [string | null, string]>;
}

/** `GET /api/pdfReader/getInvoice/:id`: the export bill created from an extraction, with the extraction. */
export interface ExtractedInvoice {
  bill: BillRecord;
  extraction: ExtractionRecord;
}

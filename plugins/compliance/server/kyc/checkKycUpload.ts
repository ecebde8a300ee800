import { badRequest, HttpError } from '@portolan/sdk/server';
import { KYC_DOC_TYPES, MAX_KYC_BYTES, type KycDocType } from '../../shared/states';
import { kycContentType } from './kycContentType';
import { kycNumberProblem, normalizeKycNumber, panInside } from '../../shared/kycNumbers';

/** What a KYC upload sent: the form fields (strings) and the file. */
export interface KycUploadForm {
  fields: Record<string, string>;
  file: { name: string; bytes: Buffer } | undefined;
}

/** A checked upload, ready to store. */
export interface KycUpload {
  number: string;
  issuedOn: string | null;
  expiresOn: string | null;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(fields: Record<string, string>, name: string): string | null {
  const text = (fields[name] ?? '').trim();
  if (!text) return null;
  const at = DAY.test(text) ? new Date(`${text}T00:00:00Z`) : undefined;
  const valid = !!at && !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
  if (!valid) throw badRequest(`${name} must be a date YYYY-MM-DD (not ${text.slice(0, 20)})`, name);
  return text;
}

/**
 * Checks a KYC upload of `docType` on `today` (400 naming the field; 413 past MAX_KYC_BYTES): the file is
 * a PDF, PNG or JPEG by its bytes; the number has its type's format and check character; dates are real,
 * not issued in the future, expiring after issue and after today (required where the type expires); a
 * GSTIN's PAN part and an IEC equal `companyPan` (the company's verified or pending PAN) when there is one.
 */
export function checkKycUpload(docType: KycDocType, form: KycUploadForm, companyPan: string | undefined, today: string): KycUpload {
  const type = KYC_DOC_TYPES[docType];
  const { file, fields } = form;
  if (!file || file.bytes.length === 0) throw badRequest(`file is required: the ${type.title} as a PDF, PNG or JPEG`, 'file');
  if (file.bytes.length > MAX_KYC_BYTES) throw new HttpError(413, `The file is too large (at most ${MAX_KYC_BYTES / 1024 / 1024} MiB)`, 'PAYLOAD_TOO_LARGE', 'file');
  const contentType = kycContentType(file.bytes);
  if (!contentType) throw badRequest('file must be a PDF, PNG or JPEG (its content is not one, whatever its name says)', 'file');

  const raw = fields.number ?? '';
  if (!raw.trim()) throw badRequest(`number is required: the ${type.number} on the document`, 'number');
  const number = normalizeKycNumber(raw);
  const problem = kycNumberProblem(docType, number);
  if (problem) throw badRequest(problem, 'number');
  const pan = panInside(docType, number);
  if (pan && companyPan && pan !== companyPan) {
    throw badRequest(docType === 'GST' ? `The GSTIN's PAN part ${pan} is not the company's PAN ${companyPan}` : `The IEC ${number} is not the company's PAN ${companyPan} (an IEC is the holder's PAN)`, 'number');
  }

  const issuedOn = dayOf(fields, 'issuedOn');
  const expiresOn = dayOf(fields, 'expiresOn');
  if (issuedOn && issuedOn > today) throw badRequest(`issuedOn ${issuedOn} is in the future`, 'issuedOn');
  if (type.expires && !expiresOn) throw badRequest(`expiresOn is required: the ${type.title} is valid until a date`, 'expiresOn');
  if (expiresOn && issuedOn && expiresOn <= issuedOn) throw badRequest(`expiresOn ${expiresOn} must be after issuedOn ${issuedOn}`, 'expiresOn');
  if (expiresOn && expiresOn <= today) throw badRequest(`expiresOn ${expiresOn} is not in the future: upload a valid document`, 'expiresOn');

  const fileName = file.name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 255) || `${docType.toLowerCase()}.${contentType.split('/')[1]}`;
  return { number, issuedOn, expiresOn, fileName, contentType, bytes: file.bytes };
}

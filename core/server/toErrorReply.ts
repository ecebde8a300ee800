import { HttpError } from '@portolan/sdk/server';

export interface ErrorBody {
  success: false;
  error: { message: string; code: string; field?: string };
}

export interface ErrorReply {
  status: number;
  body: ErrorBody;
  /** 5xx: ours, to be logged with the original error. */
  internal: boolean;
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
  validation?: ValidationIssue[];
  validationContext?: string;
}

const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its Content-Length', code: 'BAD_REQUEST' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON', code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty but declared as JSON', code: 'INVALID_JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' },
  // @fastify/multipart
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Send the request as multipart/form-data', code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'The multipart body ended early', code: 'BAD_REQUEST' },
  FST_PROTO_VIOLATION: { status: 400, message: 'A multipart field name is not allowed', code: 'BAD_REQUEST' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: 'A multipart field is not the JSON it declares', code: 'BAD_REQUEST' },
  FST_PARTS_LIMIT: { status: 413, message: 'The multipart body has too many parts', code: 'PAYLOAD_TOO_LARGE' },
  FST_FILES_LIMIT: { status: 413, message: 'The multipart body has too many files', code: 'PAYLOAD_TOO_LARGE' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The multipart body has too many fields', code: 'PAYLOAD_TOO_LARGE' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large', code: 'PAYLOAD_TOO_LARGE' },
};

/** Errors of the multipart parser (busboy), which carry no code: the client sent a malformed body. */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|(Part|File|Field) terminated early|Malformed part header)/;

/** PostgreSQL errors that are the caller's doing (SQLSTATE → answer). */
const DATABASE_MESSAGES: Record<string, { status: number; message: string; code: string }> = {
  '23505': { status: 409, message: 'This record already exists', code: 'CONFLICT' },
  '22P02': { status: 400, message: 'A value has the wrong format', code: 'BAD_REQUEST' },
  // A NUL character (rejectNul refuses it first; this is the last belt) or bytes not in UTF-8.
  '22021': { status: 400, message: 'A value contains a character that cannot be stored', code: 'BAD_REQUEST' },
  '22P05': { status: 400, message: 'A value contains a character that cannot be stored', code: 'BAD_REQUEST' },
  '22001': { status: 400, message: 'A value is too long', code: 'BAD_REQUEST' },
  '22003': { status: 400, message: 'A number is out of range', code: 'BAD_REQUEST' },
  '22007': { status: 400, message: 'A date has the wrong format', code: 'BAD_REQUEST' },
  '22008': { status: 400, message: 'A date is out of range', code: 'BAD_REQUEST' },
};

const CLIENT_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

/** 'data.email' for `/data/email` (+ a missing property); the request part when the issue is at the root. */
function fieldOf(issue: ValidationIssue, context: string): string {
  const path = (issue.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = issue.params?.missingProperty;
  if (issue.keyword === 'required' && typeof missing === 'string') path.push(missing);
  if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') path.push(issue.params.additionalProperty);
  return path.length ? path.join('.') : context === 'body' ? 'body' : context;
}

function validationMessage(issue: ValidationIssue, field: string): string {
  if (issue.keyword === 'required') return `${field} is required`;
  if (issue.keyword === 'additionalProperties') return `Unknown field: ${field}`;
  return `${field} ${issue.message ?? 'is invalid'}`;
}

/** An HttpError from another copy of the SDK (an add-on bundling its own). */
function isHttpErrorLike(error: unknown): error is HttpError {
  const e = error as HttpError | null;
  return typeof e === 'object' && e !== null && e.name === 'HttpError' && typeof e.statusCode === 'number' && typeof e.code === 'string';
}

function fail(status: number, message: string, code: string, field?: string): ErrorReply {
  const error: ErrorBody['error'] = { message, code };
  if (field) error.field = field;
  return { status, body: { success: false, error }, internal: status >= 500 };
}

/**
 * Maps anything thrown in a request to DESIGN §4's error envelope and a real status. Validation
 * errors name the field (`data.email must be string`); 5xx answers say only 'Server Error'.
 */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof HttpError || isHttpErrorLike(error)) {
    return error.statusCode >= 500 ? fail(error.statusCode, 'Server Error', 'SERVER_ERROR') : fail(error.statusCode, error.message, error.code, error.field);
  }
  const e = (typeof error === 'object' && error !== null ? error : {}) as FastifyLikeError;
  if (Array.isArray(e.validation) && e.validation.length > 0) {
    const issue = e.validation[0];
    const field = fieldOf(issue, e.validationContext ?? 'body');
    return fail(400, validationMessage(issue, field), 'VALIDATION_ERROR', field);
  }
  if (e.code && FRAMEWORK_MESSAGES[e.code]) {
    const known = FRAMEWORK_MESSAGES[e.code];
    return fail(known.status, known.message, known.code);
  }
  if (e.code && DATABASE_MESSAGES[e.code]) {
    const known = DATABASE_MESSAGES[e.code];
    return fail(known.status, known.message, known.code);
  }
  if (!e.code && typeof e.message === 'string' && MALFORMED_MULTIPART.test(e.message)) return fail(400, 'The multipart body is malformed', 'BAD_REQUEST');
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    return fail(status, e.message || 'Bad request', CLIENT_CODES[status] ?? 'BAD_REQUEST');
  }
  return fail(status >= 500 && status < 600 ? status : 500, 'Server Error', 'SERVER_ERROR');
}

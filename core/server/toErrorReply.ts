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
  if (issue.keyword === 'additionalProperties') return `${field} is not allowed`;
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
  // Database errors that are the caller's doing.
  if (e.code === '23505') return fail(409, 'This record already exists', 'CONFLICT');
  if (e.code === '22P02') return fail(400, 'A value has the wrong format', 'BAD_REQUEST');
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    return fail(status, e.message || 'Bad request', CLIENT_CODES[status] ?? 'BAD_REQUEST');
  }
  return fail(status >= 500 && status < 600 ? status : 500, 'Server Error', 'SERVER_ERROR');
}

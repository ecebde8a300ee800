/** An error the API answers with its status and `{ success: false, error: { message, code, field } }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly field?: string;

  constructor(statusCode: number, message: string, code = 'ERROR', field?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = field;
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, 'BAD_REQUEST', field);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'NOT_FOUND');
export const conflict = (message: string, field?: string) => new HttpError(409, message, 'CONFLICT', field);
export const tooManyRequests = (message: string) => new HttpError(429, message, 'TOO_MANY_REQUESTS');

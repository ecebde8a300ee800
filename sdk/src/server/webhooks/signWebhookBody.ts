import { createHmac } from 'node:crypto';

/** The header carrying the signature of a webhook body (DCSA's name). */
export const SIGNATURE_HEADER = 'Notification-Signature';

/** 'sha256=<hex HMAC-SHA256 of the raw body, keyed with the secret's bytes>' (the secret is base64). */
export function signWebhookBody(secretBase64: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', Buffer.from(secretBase64, 'base64')).update(rawBody, 'utf8').digest('hex')}`;
}

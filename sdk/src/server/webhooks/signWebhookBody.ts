export const SIGNATURE_HEADER = 'Notification-Signature';

/** PLACEHOLDER (SDK helper implements, CONTRACT.md). */
export function signWebhookBody(secretBase64: string, rawBody: string): string {
  throw new Error(`signWebhookBody(${secretBase64.length}, ${rawBody.length}) is not written yet`);
}

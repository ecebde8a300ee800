import { describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, signWebhookBody } from '@portolan/sdk/server';

describe('signWebhookBody', () => {
  it('is the hex HMAC-SHA256 of the raw body keyed with the decoded secret (RFC 4231 test case 2)', () => {
    const secret = Buffer.from('Jefe').toString('base64');
    expect(signWebhookBody(secret, 'what do ya want for nothing?')).toBe('sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('changes with a byte of the body or of the secret', () => {
    const secret = Buffer.alloc(32, 7).toString('base64');
    const other = Buffer.alloc(32, 8).toString('base64');
    expect(signWebhookBody(secret, '{"a":1}')).not.toBe(signWebhookBody(secret, '{"a":2}'));
    expect(signWebhookBody(secret, '{"a":1}')).not.toBe(signWebhookBody(other, '{"a":1}'));
  });

  it('travels in the Notification-Signature header, as DCSA names it', () => expect(SIGNATURE_HEADER).toBe('Notification-Signature'));
});

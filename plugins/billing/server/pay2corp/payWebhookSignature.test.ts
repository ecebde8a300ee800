import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPay2corpWebhook, verifyPay2corpWebhook } from './payWebhookSignature';

const body = JSON.stringify({ id: 'evt_1', type: 'transaction.settled', data: { providerReference: 'p2c_1', idempotencyKey: 'k', amountMinor: 100, currency: 'INR' }, created: 1 });
const now = new Date('2026-11-24T10:00:00Z');
const t = Math.floor(now.getTime() / 1000);

describe('pay2corp webhook signatures', () => {
  it('signs t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    const expected = createHmac('sha256', 'whsec_test').update(`${t}.${body}`).digest('hex');
    expect(signPay2corpWebhook('whsec_test', body, t)).toBe(`t=${t},v1=${expected}`);
  });

  it('answers the event of a fresh, well-signed body', () => {
    expect(verifyPay2corpWebhook('whsec_test', body, { 'pay2corp-signature': signPay2corpWebhook('whsec_test', body, t - 60) }, now)).toMatchObject({ id: 'evt_1', type: 'transaction.settled' });
  });

  it('refuses another secret, a changed body, a stale or missing signature', () => {
    const header = signPay2corpWebhook('whsec_test', body, t);
    expect(() => verifyPay2corpWebhook('whsec_other', body, { 'pay2corp-signature': header }, now)).toThrow(/does not verify/);
    expect(() => verifyPay2corpWebhook('whsec_test', body.replace('100', '900'), { 'pay2corp-signature': header }, now)).toThrow(/does not verify/);
    expect(() => verifyPay2corpWebhook('whsec_test', body, { 'pay2corp-signature': signPay2corpWebhook('whsec_test', body, t - 301) }, now)).toThrow(/expired/);
    expect(() => verifyPay2corpWebhook('whsec_test', body, {}, now)).toThrow(/Missing/);
    expect(() => verifyPay2corpWebhook('whsec_test', body, { 'pay2corp-signature': 't=abc,v1=zz' }, now)).toThrow(/Malformed/);
    expect(() => verifyPay2corpWebhook('', body, { 'pay2corp-signature': header }, now)).toThrow(/secret/);
  });
});

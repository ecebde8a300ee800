import { describe, expect, it } from 'vitest';
import { checkCallbackUrl, HttpError } from '@portolan/sdk/server';

const refusal = (url: string, allowPrivate = false) => {
  try {
    checkCallbackUrl(url, 'data.callbackUrl', allowPrivate);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    const e = error as HttpError;
    return { status: e.statusCode, field: e.field };
  }
};

describe('checkCallbackUrl', () => {
  it.each(['https://hooks.example.com/dcsa/events', 'http://partner.example.org:8080/cb?token=abc', 'https://93.184.216.34/cb', 'https://[2606:2800:220:1:248:1893:25c8:1946]/cb'])(
    'accepts the public callback %s',
    (url) => expect(refusal(url)).toBeUndefined(),
  );

  it.each(['', 'not a url', '/relative/path', 'ftp://files.example.com/x', 'javascript:alert(1)', 'file:///etc/passwd', 'https://user:pass@hooks.example.com/', `https://example.com/${'a'.repeat(2000)}`])(
    'refuses %j with a 400 naming the field',
    (url) => expect(refusal(url, true)).toEqual({ status: 400, field: 'data.callbackUrl' }),
  );

  it.each([
    'http://localhost:3000/cb',
    'http://api.localhost/cb',
    'http://127.0.0.1/cb',
    'http://127.1.2.3/cb',
    'http://2130706433/cb', // 127.0.0.1 in decimal
    'http://0x7f000001/cb',
    'http://0.0.0.0/cb',
    'http://10.1.2.3/cb',
    'http://172.16.0.1/cb',
    'http://172.31.255.255/cb',
    'http://192.168.1.10/cb',
    'http://169.254.169.254/latest/meta-data', // cloud metadata
    'http://100.64.0.1/cb',
    'http://[::1]/cb',
    'http://[::]/cb',
    'http://[fd12:3456::1]/cb',
    'http://[fe80::1]/cb',
    'http://[::ffff:127.0.0.1]/cb',
    'http://[::ffff:10.0.0.1]/cb',
  ])('refuses the private host of %s unless private callbacks are allowed', (url) => {
    expect(refusal(url, false)).toEqual({ status: 400, field: 'data.callbackUrl' });
    expect(refusal(url, true)).toBeUndefined();
  });

  it.each(['http://172.15.0.1/cb', 'http://172.32.0.1/cb', 'http://100.128.0.1/cb', 'http://192.169.0.1/cb', 'http://[::ffff:8.8.8.8]/cb'])('accepts the public neighbour %s', (url) =>
    expect(refusal(url, false)).toBeUndefined(),
  );
});

import { isIP } from 'node:net';
import { badRequest } from '../HttpError';

/**
 * Refuses (400 naming `field`) a callback that is not an absolute http(s) URL, or that carries a user
 * name or password; when `allowPrivate` is false, also one whose host is loopback, private,
 * link-local, carrier-grade NAT, unspecified or `localhost` (SSRF). Host names are not resolved here:
 * pass `allowPrivate: false` in production and keep outbound traffic filtered at the network too.
 */
export function checkCallbackUrl(url: string, field: string, allowPrivate: boolean): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('Must be an absolute http(s) URL', field);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw badRequest('Must be an http or https URL', field);
  if (!parsed.hostname) throw badRequest('Must name a host', field);
  if (parsed.username || parsed.password) throw badRequest('Must not carry a user name or password', field);
  if (url.length > 2000) throw badRequest('Must be at most 2000 characters', field);
  if (!allowPrivate && isPrivateHost(parsed.hostname)) throw badRequest('Must not point at a loopback, private or link-local address', field);
}

function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const kind = isIP(host);
  if (kind === 4) return isPrivateV4(host);
  if (kind === 6) return isPrivateV6(host);
  return false;
}

function isPrivateV4(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number) as [number, number];
  return (
    a === 0 || // "this" network
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224 // multicast and reserved
  );
}

function isPrivateV6(ip: string): boolean {
  if (ip === '::' || ip === '::1') return true;
  // IPv4-mapped (::ffff:a.b.c.d, which URL writes as ::ffff:7f00:1).
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (mapped) {
    const hi = parseInt(mapped[1]!, 16);
    const lo = parseInt(mapped[2]!, 16);
    return isPrivateV4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (dotted) return isPrivateV4(dotted[1]!);
  const first = parseInt(ip.split(':')[0] || '0', 16);
  return (first & 0xfe00) === 0xfc00 /* unique local */ || (first & 0xffc0) === 0xfe80 /* link-local */ || (first & 0xff00) === 0xff00 /* multicast */;
}

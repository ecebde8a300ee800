import type { AccountingConnection } from '../../shared/types';
import { AccountingError, type AccountingResponse, type Transport } from './AccountingAdapter';

const HOSTS = {
  QUICKBOOKS: { LIVE: 'https://quickbooks.api.intuit.com', SANDBOX: 'https://sandbox-quickbooks.api.intuit.com' },
  ZOHO: { LIVE: 'https://www.zohoapis.in', SANDBOX: 'https://sandbox.zohoapis.in' },
} as const;

/**
 * accountingMode 'live': the vendor's API over fetch with the connection's OAuth access token (setting
 * `accessToken`; `apiBaseUrl` overrides the host, e.g. zohoapis.com outside India or a local stub).
 * Zoho wants "Zoho-oauthtoken <token>", QuickBooks "Bearer <token>". Times out after 30 s.
 */
export function liveTransport(fetchImpl: typeof fetch = fetch, timeoutMs = 30_000): Transport {
  return {
    async request(req, connection: AccountingConnection): Promise<AccountingResponse> {
      const token = connection.settings.accessToken;
      if (!token) throw new AccountingError(`Connect ${connection.provider === 'QUICKBOOKS' ? 'QuickBooks' : 'Zoho Books'} again: the connection has no access token`);
      const host = (connection.settings.apiBaseUrl || HOSTS[connection.provider][connection.mode]).replace(/\/+$/, '');
      const scheme = connection.provider === 'ZOHO' ? 'Zoho-oauthtoken' : 'Bearer';
      let res: Response;
      try {
        res = await fetchImpl(`${host}${req.path}`, {
          method: req.method,
          headers: { ...req.headers, authorization: `${scheme} ${token}` },
          body: req.method === 'GET' ? undefined : JSON.stringify(req.body ?? {}),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new AccountingError(`Could not reach ${host}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: kept as text, the adapter reports the HTTP status
      }
      return { status: res.status, body };
    },
  };
}

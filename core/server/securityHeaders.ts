/**
 * Content-Security-Policy for the SPA and the API: own origin only, inline styles for Blueprint's
 * positioning. `scriptHashes` allow exact inline scripts by their sha256 (the host page's import map
 * of DESIGN §3a: chromium has no external import maps).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    ["script-src 'self'", ...scriptHashes.map((h) => `'sha256-${h}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Headers sent on every answer (API, static files, SPA, errors). */
export function securityHeaders(env: 'development' | 'production' | 'test'): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
  // Browsers ignore HSTS on plain http; in production the app is expected behind TLS.
  if (env === 'production') headers['strict-transport-security'] = 'max-age=15552000; includeSubDomains';
  return headers;
}

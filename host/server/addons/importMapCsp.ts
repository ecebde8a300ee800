import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../../../core/server/securityHeaders';

const IMPORT_MAP = /<script type="importmap">([\s\S]*?)<\/script>/g;
let cached: { html: Buffer; policy: string } | undefined;

/**
 * The CSP for the host page: the default policy plus the sha256 of each inline import map in it
 * (the build writes one; its hashes change with every build, so they are read from the page).
 */
export function pagePolicy(html: Buffer): string {
  if (cached && cached.html.equals(html)) return cached.policy;
  const hashes = [...html.toString('utf8').matchAll(IMPORT_MAP)].map((m) => createHash('sha256').update(m[1], 'utf8').digest('base64'));
  cached = { html, policy: contentSecurityPolicy(hashes) };
  return cached.policy;
}

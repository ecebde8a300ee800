import { createHash } from 'node:crypto';
import { isUuid, LinkSigner, type Db } from '@portolan/sdk/server';

/** The LinkSigner purpose of composed-page share links: no other link opens a page. */
const PURPOSE = 'composer-page-share';
/** How long a share link works. */
export const SHARE_LINK_DAYS = 30;

/** The id the signature covers: the page and its share generation, bound together (a uuid-shaped digest). */
function signedId(pageId: string, generation: number): string {
  const hex = createHash('sha256').update(`composed-page:${pageId}:${generation}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Share links of composed pages (`/temp?page=<token>`): the token is `<pageId>.<generation>.<expires>.<signature>`,
 * the SDK LinkSigner's signature of a digest of the page id and its share generation with the expiry. So
 * a token names its page, dies at its expiry, and dies when "Stop sharing" bumps the page's
 * `share_generation`: no row per link is kept.
 */
export const pageShareToken = {
  async sign(db: Db, pageId: string, generation: number, expiresAt: Date): Promise<string> {
    const signed = await new LinkSigner(db, PURPOSE).sign(signedId(pageId, generation), expiresAt);
    return `${pageId}.${generation}.${signed.slice(signed.indexOf('.') + 1)}`;
  },

  /** The page id and generation of a well-signed, unexpired token; undefined otherwise. */
  async verify(db: Db, token: string, now = new Date()): Promise<{ pageId: string; generation: number } | undefined> {
    const match = /^([0-9a-f-]{36})\.(0|[1-9]\d{0,8})\.(\d{1,12}\.[A-Za-z0-9_-]{43})$/.exec(token);
    if (!match || !isUuid(match[1])) return undefined;
    const [, pageId, gen, rest] = match;
    const generation = Number(gen);
    const id = await new LinkSigner(db, PURPOSE).verify(`${signedId(pageId, generation)}.${rest}`, now);
    return id ? { pageId, generation } : undefined;
  },
};

import { LinkSigner, type Db } from '@portolan/sdk/server';

const FIXED_ID = '00000000-0000-4000-8000-0000000002c0';

/**
 * The secret the sandbox signs its webhooks with when PORTOLAN_PAY2CORP_WEBHOOK_SECRET is empty:
 * derived from the installation's own signing key for the purpose 'pay2corp-sandbox-webhook' (LinkSigner
 * keeps it in the database, so every API process derives the same secret; nobody outside knows it).
 */
export async function sandboxWebhookSecret(db: Db): Promise<string> {
  const token = await new LinkSigner(db, 'pay2corp-sandbox-webhook').sign(FIXED_ID, new Date(0));
  return `whsec_sbx_${token.slice(token.lastIndexOf('.') + 1)}`;
}

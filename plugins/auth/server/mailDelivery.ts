/**
 * Where this server's emails go, so screens can say it truthfully: `email` when PORTOLAN_SMTP_URL is
 * set; otherwise the server log — with the body (the code) outside production (`server-log`), without
 * it in production (`none`: nothing readable reaches anyone). The outbox sender picks its transport by
 * the same rule (`index.ts`).
 */
export type MailDelivery = 'email' | 'server-log' | 'none';

export function mailDelivery(env: string, smtpUrl: string | undefined): MailDelivery {
  if (smtpUrl?.trim()) return 'email';
  return env === 'production' ? 'none' : 'server-log';
}

import { recordScope } from '@portolan/sdk/server';

/** An invoice as a record (comments, activity, chat, documents attach to it): the issuer owns it, the billed customer sees it once issued. */
export const INVOICE_SCOPE = recordScope({ kind: 'invoice', table: 'invoices', sharedVia: { table: 'invoice_parties', key: 'invoice_id' }, label: 'Invoice' });

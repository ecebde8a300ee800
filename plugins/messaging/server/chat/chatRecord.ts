import { badRequest, findVisibleRecord, notFound, recordKind, type Db, type RecordScope } from '@portolan/sdk/server';
import { recordHref } from './recordHref';

/** A record a chat is attached to, as the caller's company may see it. */
export interface ChatRecord {
  scope: RecordScope;
  kind: string;
  id: string;
  title: string | null;
  href: string | null;
}

/**
 * The record `{kind, id}` the caller's company may see, with its name (its reference, number or name)
 * and in-app path; an unknown kind is a 400 naming `data.record.kind`, a record the company cannot see
 * a 404 naming nothing.
 */
export async function chatRecord(db: Db, companyId: string, ref: { kind: string; id: string }): Promise<ChatRecord> {
  const scope = recordKind(db, ref.kind);
  if (!scope) throw badRequest(`Chats cannot be attached to records of kind ${ref.kind.slice(0, 40)}`, 'data.record.kind');
  const row = await findVisibleRecord(db, scope, companyId, ref.id);
  if (!row) throw notFound('Not found');
  const name = row.reference ?? row.number ?? row.name ?? null;
  return { scope, kind: ref.kind, id: ref.id, title: name === null ? null : String(name), href: recordHref(ref.kind, ref.id, row) };
}

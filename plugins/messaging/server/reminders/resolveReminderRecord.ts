import { badRequest, findVisibleRecord, notFound, recordKind, type Db } from '@portolan/sdk/server';
import type { RecordRef } from '../../shared/types';

/**
 * The record a reminder is set on, checked: its kind must be one an installed plugin serves (else 400
 * naming `data.record.kind`) and the caller's company must see it (else 404, as for an unknown id).
 */
export async function resolveReminderRecord(db: Db, companyId: string, record: RecordRef): Promise<RecordRef> {
  const scope = recordKind(db, record.kind);
  if (!scope) throw badRequest(`Reminders cannot be set on "${record.kind}"`, 'data.record.kind');
  if (!(await findVisibleRecord(db, scope, companyId, record.id))) throw notFound(`${scope.label} not found`);
  return { kind: record.kind, id: record.id, title: record.title ?? null, href: record.href ?? null };
}

import type { Db } from '../Db';
import { findVisible } from '../resource/findVisible';
import { assertSqlName } from '../resource/sqlNames';

/**
 * How to find a record of one kind and who may read it: its table (with id and company_id, the owner)
 * and, optionally, the table of the other companies it is shared with (read-only). Comments,
 * documents, activity and actions attach to a record through its scope, so they are visible exactly
 * when the record is.
 */
export interface RecordScope {
  /** The record kind, e.g. 'shipment' (kebab-case): names the record in shared tables (comments, activity, parties). */
  kind: string;
  table: string;
  sharedVia?: { table: string; key: string };
  /** The record's name in messages, e.g. 'Shipment' ('Shipment not found'). */
  label: string;
}

const KIND = /^[a-z][a-z0-9-]*$/;

/** Checks a scope's names (they are spliced into SQL) and answers it. */
export function recordScope(scope: RecordScope): RecordScope {
  if (!KIND.test(scope.kind)) throw new Error(`Record kind "${scope.kind}" must be kebab-case`);
  assertSqlName(scope.table, `Record kind ${scope.kind}: `);
  if (scope.sharedVia) {
    assertSqlName(scope.sharedVia.table, `Record kind ${scope.kind}: `);
    assertSqlName(scope.sharedVia.key, `Record kind ${scope.kind}: `);
  }
  return scope;
}

/** The row of a record the company may read (owns, or is a party to); undefined otherwise (answer 404). */
export function findVisibleRecord(db: Db, scope: RecordScope, companyId: string, id: string): Promise<Record<string, unknown> | undefined> {
  return findVisible(db, scope, companyId, id);
}

import type { Db } from '../Db';
import { recordScope, type RecordScope } from './RecordScope';

/** Record kinds by installation: the plugins started on this database registered them. */
const registries = new WeakMap<Db, Map<string, RecordScope>>();

/**
 * Makes a record kind known to the other plugins of this installation (call it in `routes`), so they
 * can attach to its records — documents to a shipment — through the owner's visibility rules, without
 * reading the owner's tables themselves.
 */
export function registerRecordKind(db: Db, scope: RecordScope): RecordScope {
  let kinds = registries.get(db);
  if (!kinds) registries.set(db, (kinds = new Map()));
  kinds.set(scope.kind, recordScope(scope));
  return scope;
}

/** The scope of a registered record kind; undefined when no installed plugin serves that kind. */
export function recordKind(db: Db, kind: string): RecordScope | undefined {
  return registries.get(db)?.get(kind);
}

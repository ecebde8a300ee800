import type { Db } from '@portolan/sdk/server';
import type { RateKind, RateSide } from '../../shared/types';
import { chargeTypeRules } from '../inventory/rateInput';
import { mapRow, type RowRules } from './mapRow';

/** Rows per UPDATE statement when the mapped rows are written back. */
const CHUNK = 2000;

/** The rules an import's rows are mapped by (its headers, mapping, kind and side, the company's charge types). */
export async function rowRulesOf(tx: Db, companyId: string, current: Record<string, unknown>, mapping: Record<string, string>): Promise<RowRules> {
  return {
    headers: current.headers as string[],
    mapping,
    kind: current.kind as RateKind,
    side: current.side as RateSide,
    chargeTypes: await chargeTypeRules(tx, companyId),
  };
}

/**
 * Maps and checks rows of an import (all of them, or those numbered in `only`) and stores, per row,
 * the rate inputs it makes and its problems; answers the import's error-row count afterwards. Runs in
 * the caller's transaction.
 */
export async function validateImportRows(tx: Db, importId: string, rules: RowRules, only?: number[]): Promise<number> {
  const rows = await tx.query<{ row_number: number; cells: Array<string | null> }>(
    `SELECT row_number, cells FROM rate_import_rows WHERE import_id = $1${only ? ' AND row_number = ANY($2::int[])' : ''} ORDER BY row_number`,
    only ? [importId, only] : [importId],
  );
  for (let start = 0; start < rows.rows.length; start += CHUNK) {
    const updates = rows.rows.slice(start, start + CHUNK).map(({ row_number, cells }) => {
      const { rates, errors } = mapRow(cells, rules);
      return { row_number, rates, errors: errors.map((e) => ({ row: row_number, ...e })), n: errors.length };
    });
    await tx.query(
      `UPDATE rate_import_rows r SET rates = v.rates, errors = v.errors, error_count = v.n
         FROM jsonb_to_recordset($2::jsonb) AS v(row_number int, rates jsonb, errors jsonb, n int)
        WHERE r.import_id = $1 AND r.row_number = v.row_number`,
      [importId, JSON.stringify(updates)],
    );
  }
  const count = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM rate_import_rows WHERE import_id = $1 AND error_count > 0', [importId]);
  return count?.n ?? 0;
}

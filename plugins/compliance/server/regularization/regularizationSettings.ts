import type { Db } from '@portolan/sdk/server';
import { DEFAULT_REALIZATION_MONTHS, DEFAULT_TOLERANCE_PERCENT, type PartnerBank } from '../../shared/states';
import type { RegularizationSettings } from '../../shared/types';

/** A company's regularization settings (the defaults when it saved none), with the row's version (0: none saved). */
export async function regularizationSettingsOf(db: Db, companyId: string): Promise<RegularizationSettings & { version: number }> {
  const row = await db.one<{ realization_months: number; tolerance_percent: string; bank: PartnerBank; version: number }>(
    'SELECT realization_months, tolerance_percent::text AS tolerance_percent, bank, version FROM regularization_settings WHERE company_id = $1',
    [companyId],
  );
  if (!row) return { realizationMonths: DEFAULT_REALIZATION_MONTHS, tolerancePercent: DEFAULT_TOLERANCE_PERCENT, bank: 'ICICI', version: 0 };
  return { realizationMonths: Number(row.realization_months), tolerancePercent: String(row.tolerance_percent), bank: row.bank, version: Number(row.version) };
}

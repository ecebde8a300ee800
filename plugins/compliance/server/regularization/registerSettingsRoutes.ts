import type { FastifyInstance } from 'fastify';
import { badRequest, companyOf, conflict, dataBody, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { DEFAULT_REALIZATION_MONTHS, PARTNER_BANKS, type PartnerBank } from '../../shared/states';
import { API } from '../../shared/types';
import { billAgeing } from './billAgeing';
import { access } from './regularizationAccess';
import { regularizationSettingsOf } from './regularizationSettings';

const TOLERANCE = /^(10(\.0{1,2})?|[0-9](\.[0-9]{1,2})?)$/;

/**
 * `GET /api/regularization/ageing` (AgeingAnswer) and `GET|PUT /api/regularization/settings`
 * (RegularizationSettings with the row's version; PUT at Update level). Changing the realization months
 * moves the due dates of the company's OPEN bills (export date + months, end of month clamped).
 */
export function registerSettingsRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  app.get(API.ageing, { config: access('Read') }, async (request) => ok({ record: await billAgeing(db, companyOf(request)) }));

  app.get(API.regularizationSettings, { config: access('Read') }, async (request) => ok({ record: await regularizationSettingsOf(db, companyOf(request)) }));

  app.put<{ Body: { data: { realizationMonths?: number; tolerancePercent?: string; bank?: PartnerBank; version?: number } } }>(
    API.regularizationSettings,
    {
      config: access('Update'),
      schema: {
        body: dataBody({
          realizationMonths: { type: 'integer', minimum: 1, maximum: 36 },
          tolerancePercent: { type: 'string', maxLength: 6 },
          bank: { type: 'string', enum: Object.keys(PARTNER_BANKS) },
          version: { type: 'integer', minimum: 0 },
        }),
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const data = request.body.data;
      if (data.tolerancePercent !== undefined && !TOLERANCE.test(data.tolerancePercent)) throw badRequest('The tolerance is a percentage from 0 to 10 with at most 2 decimals', 'data.tolerancePercent');
      const record = await db.transaction(async (tx) => {
        const before = await tx.one<{ realization_months: number; version: number }>('SELECT realization_months, version FROM regularization_settings WHERE company_id = $1 FOR UPDATE', [companyId]);
        const version = before ? Number(before.version) : 0;
        if (data.version !== undefined && version !== data.version) {
          throw conflict(`These settings were changed by someone else (version ${version}); reload them and try again`, 'data.version');
        }
        if (!before) await tx.query('INSERT INTO regularization_settings (company_id, version) VALUES ($1, 0)', [companyId]);
        const months = before ? Number(before.realization_months) : DEFAULT_REALIZATION_MONTHS;
        await tx.query(
          `UPDATE regularization_settings SET realization_months = coalesce($2, realization_months), tolerance_percent = coalesce($3::numeric, tolerance_percent),
             bank = coalesce($4, bank), updated_at = now(), version = version + 1 WHERE company_id = $1`,
          [companyId, data.realizationMonths ?? null, data.tolerancePercent ?? null, data.bank ?? null],
        );
        if (data.realizationMonths !== undefined && data.realizationMonths !== months) {
          // PostgreSQL's date + months clamps to the month's end, as realizationDueDate does.
          await tx.query(
            `UPDATE export_bills SET realization_due_date = (export_date + make_interval(months => $2))::date, updated_at = now(), version = version + 1
              WHERE company_id = $1 AND state = 'OPEN'`,
            [companyId, data.realizationMonths],
          );
        }
        return regularizationSettingsOf(tx, companyId);
      });
      return ok({ record });
    },
  );
}

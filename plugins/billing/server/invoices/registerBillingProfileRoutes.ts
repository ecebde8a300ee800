import type { FastifyInstance } from 'fastify';
import { companyOf, conflict, dataBody, ok, type ServerPluginContext } from '@portolan/sdk/server';
import type { BillingProfile } from '../../shared/types';
import { billingProfileOf, checkTaxIds } from './billingProfileOf';

const PATH = '/api/invoices/billing-profile';
const access = (level: string) => ({ access: { features: ['invoices'], level } });

const properties = {
  legalName: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  address: { type: 'string', maxLength: 500 },
  country: { type: 'string', pattern: '^[A-Z]{2}$' },
  stateCode: { type: ['string', 'null'], maxLength: 2 },
  gstin: { type: ['string', 'null'], maxLength: 15 },
  pan: { type: ['string', 'null'], maxLength: 10 },
  baseCurrency: { type: 'string', pattern: '^[A-Z]{3}$' },
  paymentTermsDays: { type: 'integer', minimum: 0, maximum: 365 },
  invoicePrefix: { type: 'string', pattern: '^[A-Z0-9]{1,6}$' },
  creditNotePrefix: { type: 'string', pattern: '^[A-Z0-9]{1,6}$' },
  bankDetails: { type: 'string', maxLength: 1000 },
  defaultTdsRate: { type: 'number', minimum: 0, maximum: 30 },
  version: { type: 'integer', minimum: 0 },
};

/**
 * The company's billing profile: `GET` (Read; a default from the company name until saved, version 0)
 * and `POST` (Update; all fields, `version` 0 for the first save) — GSTIN, PAN and state code checked
 * as 400s naming the field (the GSTIN's first two digits are the state code, characters 3–12 the PAN).
 */
export function registerBillingProfileRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  app.get(PATH, { config: access('Read') }, async (request) => ok({ record: (await billingProfileOf(db, companyOf(request))).profile }));

  app.post<{ Body: { data: Omit<BillingProfile, 'companyId'> } }>(
    PATH,
    { config: access('Update'), schema: { body: dataBody(properties, ['legalName', 'version']) } },
    async (request) => {
      const companyId = companyOf(request);
      const d = request.body.data;
      const gstin = d.gstin?.trim().toUpperCase() || null;
      const pan = d.pan?.trim().toUpperCase() || null;
      const stateCode = d.stateCode?.trim() || null;
      checkTaxIds({ stateCode, gstin, pan }, 'data');
      await db.transaction(async (tx) => {
        const current = await billingProfileOf(tx, companyId);
        if (current.profile.version !== d.version) throw conflict(`The billing profile was changed by someone else (version ${current.profile.version}); reload it and try again`, 'data.version');
        const p = { ...current.profile, ...d, gstin, pan, stateCode };
        const values = [companyId, p.legalName.trim(), p.address, p.country, p.stateCode, p.gstin, p.pan, p.baseCurrency, p.paymentTermsDays, p.invoicePrefix, p.creditNotePrefix, p.bankDetails, p.defaultTdsRate];
        await tx.query(
          `INSERT INTO billing_profiles (company_id, legal_name, address, country, state_code, gstin, pan, base_currency, payment_terms_days, invoice_prefix, credit_note_prefix, bank_details, default_tds_rate)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           ON CONFLICT (company_id) DO UPDATE SET legal_name = $2, address = $3, country = $4, state_code = $5, gstin = $6, pan = $7, base_currency = $8,
             payment_terms_days = $9, invoice_prefix = $10, credit_note_prefix = $11, bank_details = $12, default_tds_rate = $13, updated_at = now(),
             version = billing_profiles.version + 1`,
          values,
        );
      });
      return ok({ record: (await billingProfileOf(db, companyId)).profile });
    },
  );
}

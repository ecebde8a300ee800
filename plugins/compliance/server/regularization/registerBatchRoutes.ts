import type { FastifyInstance } from 'fastify';
import { bodyOf, companyOf, defineResource, ok, type ResourceSpec, type ServerPluginContext } from '@portolan/sdk/server';
import { MAX_BATCH_ROWS, PARTNER_BANKS, type PartnerBank } from '../../shared/states';
import { API, type BatchRecord, type BatchRow } from '../../shared/types';
import { companyKyc } from '../kyc/companyKyc';
import type { BankAdapter } from './bankAdapter';
import { access } from './regularizationAccess';
import { batchDetails, pushBatch, toBatch, validateAndSave, type BatchActor } from './regularizationBatches';

const ROW_SCHEMA = {
  type: 'object',
  required: ['amount', 'currency'],
  additionalProperties: false,
  properties: {
    billId: { type: 'string', maxLength: 100 },
    sbNumber: { type: 'string', maxLength: 20 },
    sbDate: { type: 'string', maxLength: 10 },
    portCode: { type: 'string', maxLength: 10 },
    remittanceId: { type: 'string', maxLength: 100 },
    remittanceReference: { type: 'string', maxLength: 60 },
    amount: { type: 'string', maxLength: 30 },
    currency: { type: 'string', maxLength: 3 },
  },
} as const;

/** `{data: {bank?, rows}}` of a validate call (signed-in or through a partner link). */
export const VALIDATE_BODY = bodyOf({
  type: 'object',
  required: ['rows'],
  additionalProperties: false,
  properties: { bank: { type: 'string', enum: Object.keys(PARTNER_BANKS) }, rows: { type: 'array', minItems: 1, maxItems: MAX_BATCH_ROWS, items: ROW_SCHEMA } },
});
/** `{data: {batchId}}` of a push call. */
export const PUSH_BODY = bodyOf({ type: 'object', required: ['batchId'], additionalProperties: false, properties: { batchId: { type: 'string', maxLength: 100 } } });

export const KYC_PURPOSE = 'regularize bills';

/**
 * Validate and push (`/api/regularization/bills/validate`, `/push`; both need the company's KYC verified)
 * and the batches (`/api/regularization/batches`: list, details with the rows resolved to shipping bill
 * and IRM numbers and their problems).
 */
export function registerBatchRoutes(app: FastifyInstance, ctx: ServerPluginContext, bank: BankAdapter): void {
  const { db } = ctx;
  const actorOf = (request: { user?: { id: string; name: string; companyId: string } }): BatchActor => ({ companyId: request.user!.companyId, userId: request.user!.id, name: request.user!.name, linkId: null });

  app.post<{ Body: { data: { bank?: PartnerBank; rows: BatchRow[] } } }>(
    API.billsValidate,
    { config: access('Create'), schema: { body: VALIDATE_BODY } },
    async (request) => {
      await companyKyc().requireVerified(db, companyOf(request), KYC_PURPOSE);
      return ok(await validateAndSave(db, actorOf(request), request.body.data.bank, request.body.data.rows));
    },
  );

  app.post<{ Body: { data: { batchId: string } } }>(
    API.billsPush,
    { config: access('Update'), schema: { body: PUSH_BODY } },
    async (request) => {
      await companyKyc().requireVerified(db, companyOf(request), KYC_PURPOSE);
      await pushBatch(db, bank, actorOf(request), request.body.data.batchId);
      return ok({ record: await batchDetails(db, companyOf(request), request.body.data.batchId) });
    },
  );

  const batchResource: ResourceSpec<BatchRecord> = {
    base: API.batches,
    table: 'regularization_batches',
    feature: 'regularization',
    fields: {
      state: { column: 'state', type: 'text', filter: 'in' },
      bank: { column: 'bank', type: 'text', filter: 'in' },
      createdAt: { column: 'created_at', type: 'timestamp', sort: true, filter: 'range' },
    },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    toRecord: toBatch,
    details: (request, id) => batchDetails(db, companyOf(request), id),
  };
  defineResource(app, db, batchResource);
}

import type { FastifyInstance } from 'fastify';
import { companyOf, defineRecordComments, defineResource, defineTransitions, findVisible, notFound, ok, registerRecordKind, SHIPMENT_VOLUMES, type ServerPluginContext, type TransitionContext } from '@portolan/sdk/server';
import { CONTRACT_KIND, RATES_API } from '../../shared/types';
import { contractResource, contractStatus } from './contractResource';
import { contractUsage } from './contractUsage';

/** A contract whose validity has passed moves no more (its stored state is still DRAFT or ACTIVE). */
const notExpired = (_data: Record<string, unknown>, { current }: TransitionContext) => (contractStatus(current) === 'EXPIRED' ? 'the contract is EXPIRED' : undefined);

/**
 * Service contracts (`/api/rates/v3/contracts`, access feature `contracts`): the resource, its state
 * table (`activate` DRAFT→ACTIVE, `terminate` ACTIVE→TERMINATED, both Approve; EXPIRED derived) with
 * the audit trail, comments, and `GET :id/usage` — the MQC use from the shipments naming the contract.
 */
export function registerContractRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const volumes = ctx.services.get(SHIPMENT_VOLUMES);
  const resource = contractResource(volumes);
  const scope = registerRecordKind(db, { kind: CONTRACT_KIND, table: resource.table, label: 'Contract' });
  defineResource(app, db, resource);
  defineTransitions(app, db, {
    resource,
    kind: CONTRACT_KIND,
    state: 'status',
    label: 'contract',
    actions: {
      activate: { from: ['DRAFT'], to: 'ACTIVE', level: 'Approve', guard: notExpired },
      terminate: { from: ['ACTIVE'], to: 'TERMINATED', level: 'Approve', guard: notExpired },
    },
  });
  defineRecordComments(app, db, { base: RATES_API.contracts, feature: 'contracts', parent: scope });
  app.get<{ Params: { id: string } }>(
    `${RATES_API.contracts}/:id/usage`,
    { config: { access: { features: ['contracts'], level: 'Read' } }, schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      const companyId = companyOf(request);
      const row = await findVisible(db, resource, companyId, request.params.id);
      if (!row) throw notFound('Contract not found');
      return ok({ record: await contractUsage(volumes, companyId, resource.toRecord(row)) });
    },
  );
}

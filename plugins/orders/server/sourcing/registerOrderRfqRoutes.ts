import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, companyOf, conflict, dataBody, defineRecordComments, defineResource, isUuid, MAILER, notFound, NOTIFIER, ok, publicOrigin, writeActivity, type Db, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDER_RFQ_KIND } from '../../shared/states';
import { ORDERS_API, type NewOrderRfq, type SupplierQuoteAnswer } from '../../shared/types';
import { UUID, VERSION } from '../requisitions/schemaParts';
import { awardSupplierQuotes, type AwardInput } from './awardSupplierQuotes';
import { insertOrderRfq } from './insertOrderRfq';
import { loadOrderRfq } from './loadOrderRfq';
import { loadSupplierQuotes } from './loadSupplierQuotes';
import { loadSupplierQuoteView } from './loadSupplierQuoteView';
import { orderRfqFromRequisition, type FromRequisitionInput } from './orderRfqFromRequisition';
import { orderRfqResource } from './orderRfqResource';
import { AWARD_SCHEMA, FROM_REQUISITION_SCHEMA, ORDER_RFQ_CREATE_SCHEMA, QUOTE_ANSWER_SCHEMA } from './orderRfqSchemas';
import { openQuoteLink } from './quoteLinks';
import { registerOrderRfqActions } from './registerOrderRfqActions';
import { saveSupplierQuote } from './saveSupplierQuote';
import { sweepOrderRfqDeadlines } from './sweepOrderRfqDeadlines';

const rfqQuery = { querystring: { type: 'object', additionalProperties: false, required: ['rfqId'], properties: { rfqId: UUID } } };
const tokenParams = { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 200 } } };

/**
 * Order RFQs (feature 'orders'): the resource (list, details, update), creation (three paths), actions,
 * comments, activity, lines, the buyer's views of the supplier quotes, the award into purchase orders,
 * the supplier's public quote link, and the scheduler job closing RFQs past their quote deadline.
 */
export function registerOrderRfqRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const mailer = ctx.services.get(MAILER);
  const publicUrl = String(ctx.settings.publicUrl ?? '') || undefined;
  const originOf = (request: FastifyRequest) => publicOrigin(publicUrl, request);
  const resource = orderRfqResource(mailer, originOf);
  const base = ORDERS_API.orderRfqs;
  const access = (level: string) => ({ access: { features: ['orders'], level } });
  const actorOf = (request: FastifyRequest) => ({ id: request.user!.id, name: request.user!.name, companyId: companyOf(request) });
  const created = async (request: FastifyRequest, make: (tx: Db) => Promise<string>) => {
    const actor = actorOf(request);
    return db.transaction(async (tx) => {
      const id = await make(tx);
      await writeActivity(tx, { kind: ORDER_RFQ_KIND, recordId: id, companyId: actor.companyId, actorId: actor.id, actorName: actor.name, action: 'create', to: 'DRAFT' });
      return loadOrderRfq(tx, actor.companyId, id);
    });
  };

  for (const path of [base, ORDERS_API.createWithLineItems]) {
    app.post<{ Body: { data: NewOrderRfq } }>(path, { config: access('Create'), schema: { body: { type: 'object', additionalProperties: false, required: ['data'], properties: { data: ORDER_RFQ_CREATE_SCHEMA } } } }, async (request, reply) => {
      const record = await created(request, (tx) => insertOrderRfq(tx, companyOf(request), request.user!.id, request.body.data));
      return reply.status(201).send(ok({ record, id: record._id }));
    });
  }

  app.post<{ Body: { data: FromRequisitionInput } }>(
    ORDERS_API.createFromRequisition,
    { config: access('Create'), schema: { body: { type: 'object', additionalProperties: false, required: ['data'], properties: { data: FROM_REQUISITION_SCHEMA } } } },
    async (request, reply) => {
      const record = await created(request, (tx) => orderRfqFromRequisition(tx, actorOf(request), request.body.data));
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );

  defineResource(app, db, resource);
  registerOrderRfqActions(app, ctx, resource, mailer, originOf);
  defineRecordComments(app, db, { base, feature: 'orders', parent: { kind: ORDER_RFQ_KIND, table: 'order_rfqs', label: 'Order RFQ' } });

  app.get<{ Querystring: { rfqId: string } }>(ORDERS_API.orderRfqLineItems, { config: access('Read'), schema: rfqQuery }, async (request) => {
    const rfq = await loadOrderRfq(db, companyOf(request), request.query.rfqId);
    return ok({ items: rfq.lines, count: rfq.lines.length });
  });

  app.post<{ Body: { data: { rfqId: string; version: number; lineItemIds: string[] } } }>(
    ORDERS_API.deleteOrderRfqLineItems,
    { config: access('Update'), schema: { body: dataBody({ rfqId: UUID, version: VERSION, lineItemIds: { type: 'array', minItems: 1, maxItems: 500, items: UUID } }, ['rfqId', 'version', 'lineItemIds']) } },
    async (request) => {
      const companyId = companyOf(request);
      const { rfqId, version, lineItemIds } = request.body.data;
      const user = request.user!;
      const record = await db.transaction(async (tx) => {
        const rfq = isUuid(rfqId) ? await tx.one<{ id: string; status: string; version: number }>('SELECT id, status, version FROM order_rfqs WHERE id = $1 AND company_id = $2 FOR UPDATE', [rfqId, companyId]) : undefined;
        if (!rfq) throw notFound('Order RFQ not found');
        if (rfq.status !== 'DRAFT') throw conflict(`Cannot delete lines: the RFQ is ${rfq.status}`);
        if (Number(rfq.version) !== version) throw conflict(`This RFQ was changed by someone else (version ${rfq.version}); reload it and try again`, 'data.version');
        const lines = await tx.query<{ id: string; line_no: number }>('SELECT id, line_no FROM order_rfq_line_items WHERE rfq_id = $1 ORDER BY line_no', [rfq.id]);
        const ids = new Set(lines.rows.map((l) => String(l.id)));
        lineItemIds.forEach((id, i) => {
          if (!ids.has(id)) throw badRequest('Not a line of this RFQ', `data.lineItemIds.${i}`);
        });
        const gone = new Set(lineItemIds);
        if (lines.rows.every((l) => gone.has(String(l.id)))) throw badRequest('An RFQ keeps at least one line', 'data.lineItemIds');
        await tx.query('DELETE FROM order_rfq_line_items WHERE rfq_id = $1 AND id = ANY($2::uuid[])', [rfq.id, lineItemIds]);
        // Renumber what is left (two steps: line_no is unique per RFQ).
        await tx.query('UPDATE order_rfq_line_items SET line_no = line_no + 100000 WHERE rfq_id = $1', [rfq.id]);
        await tx.query(
          'UPDATE order_rfq_line_items l SET line_no = n.no FROM (SELECT id, row_number() OVER (ORDER BY line_no) AS no FROM order_rfq_line_items WHERE rfq_id = $1) n WHERE l.id = n.id',
          [rfq.id],
        );
        await tx.query('UPDATE order_rfqs SET version = version + 1, updated_at = now() WHERE id = $1', [rfq.id]);
        const removed = lines.rows.filter((l) => gone.has(String(l.id))).map((l) => String(l.line_no));
        await writeActivity(tx, { kind: ORDER_RFQ_KIND, recordId: rfq.id, companyId, actorId: user.id, actorName: user.name, action: 'lines-deleted', note: `Line(s) ${removed.join(', ')} deleted` });
        return loadOrderRfq(tx, companyId, rfq.id);
      });
      return ok({ record });
    },
  );

  app.get<{ Querystring: { rfqId: string } }>(ORDERS_API.supplierQuotes, { config: access('Read'), schema: rfqQuery }, async (request) => {
    const rfq = await loadOrderRfq(db, companyOf(request), request.query.rfqId);
    const items = await loadSupplierQuotes(db, rfq._id, { submittedOnly: true });
    return ok({ items, count: items.length });
  });

  app.get<{ Querystring: { rfqId: string } }>(ORDERS_API.supplierQuoteLineItems, { config: access('Read'), schema: rfqQuery }, async (request) => {
    const rfq = await loadOrderRfq(db, companyOf(request), request.query.rfqId);
    const items = (await loadSupplierQuotes(db, rfq._id, { submittedOnly: true })).flatMap((q) => q.lines);
    return ok({ items, count: items.length });
  });

  app.post<{ Body: { data: AwardInput } }>(ORDERS_API.awardSupplierQuotes, { config: access('Approve'), schema: { body: { type: 'object', additionalProperties: false, required: ['data'], properties: { data: AWARD_SCHEMA } } } }, async (request) => {
    const actor = actorOf(request);
    const answer = await db.transaction(async (tx) => {
      const purchaseOrderIds = await awardSupplierQuotes(tx, actor, request.body.data);
      return { record: await loadOrderRfq(tx, actor.companyId, request.body.data.rfqId), purchaseOrderIds };
    });
    return ok(answer);
  });

  const linkBase = ORDERS_API.supplierQuoteLink(':token');
  app.get<{ Params: { token: string } }>(linkBase, { config: { access: { public: true } }, schema: { params: tokenParams } }, async (request) => {
    const link = await openQuoteLink(db, request.params.token);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE order_links SET last_opened_at = now() WHERE id = $1', [link.linkId]);
      await tx.query("UPDATE order_rfq_suppliers SET status = 'VIEWED' WHERE id = $1 AND status = 'INVITED'", [link.rfqSupplierId]);
    });
    return ok({ record: await loadSupplierQuoteView(db, link) });
  });

  app.post<{ Params: { token: string }; Body: { data: SupplierQuoteAnswer } }>(
    linkBase,
    { config: { access: { public: true } }, schema: { params: tokenParams, body: { type: 'object', additionalProperties: false, required: ['data'], properties: { data: QUOTE_ANSWER_SCHEMA } } } },
    async (request) => {
      const record = await db.transaction(async (tx) => {
        const link = await openQuoteLink(tx, request.params.token, true);
        const rfq = await tx.one<{ rfq_id: string }>('SELECT rfq_id FROM order_rfq_suppliers WHERE id = $1', [link.rfqSupplierId]);
        await saveSupplierQuote(tx, { mailer, notifier: ctx.services.find(NOTIFIER) }, link, request.body.data, `${originOf(request)}/order-rfqs/${rfq!.rfq_id}`);
        return loadSupplierQuoteView(tx, link);
      });
      return ok({ record });
    },
  );

  ctx.scheduler.every('order-rfq-deadlines', 300, async (now) => {
    await sweepOrderRfqDeadlines(db, now);
  });
}

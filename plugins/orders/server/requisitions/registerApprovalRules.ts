import type { FastifyInstance } from 'fastify';
import { companyOf, defineApprovalConfigurations, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDER_KIND, REQUISITION_KIND } from '../../shared/states';
import { ORDERS_API } from '../../shared/types';
import { approvalCriteriaOptions } from './approvalCriteriaOptions';
import { checkApprovalCriteria } from './checkApprovalCriteria';

/**
 * The approval rules of the area (SDK defineApprovalConfigurations with criteria): requisitions
 * (feature 'requisitions') and purchase orders (feature 'configurations'), each level with an amount and
 * optional criteria (categories, locations, suppliers) checked against the company's data; and
 * `GET rulesCriteria`, the values the criteria may take.
 */
export function registerApprovalRules(app: FastifyInstance, { db }: ServerPluginContext): void {
  defineApprovalConfigurations(app, db, { path: ORDERS_API.requisitionApprovalConfigurations, kind: REQUISITION_KIND, feature: 'requisitions', label: 'Requisition', checkCriteria: checkApprovalCriteria });
  defineApprovalConfigurations(app, db, { path: ORDERS_API.orderApprovalConfigurations, kind: ORDER_KIND, feature: 'configurations', label: 'Purchase order', checkCriteria: checkApprovalCriteria });
  app.get(ORDERS_API.rulesCriteria, { config: { access: { features: ['configurations'], level: 'Read' } }, schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } } }, async (request) => ok({ record: await approvalCriteriaOptions(db, companyOf(request)) }));
}

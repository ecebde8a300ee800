import type { FastifyInstance } from 'fastify';
import type { Db } from '@portolan/sdk/server';
import { defineListResource, defineRecordComments, registerRecordKind } from '@portolan/sdk/server';
import { shipmentResource } from './shipmentResource';
import { billOfLadingList } from './billOfLadingList';

/** The shipment record kind: other plugins (documents) attach to shipments through it. */
export const SHIPMENT_KIND = { kind: 'shipment', table: shipmentResource.table, sharedVia: shipmentResource.sharedVia, label: 'Shipment' };

/**
 * The shipments' routes built from SDK rules, not plumbing: the shipment record kind, comments on
 * shipments and the bills of lading list (vendor invoices are the billing plugin's).
 */
export function recordRoutes(app: FastifyInstance, db: Db): void {
  registerRecordKind(db, SHIPMENT_KIND);
  defineRecordComments(app, db, { base: shipmentResource.base, feature: 'shipments', parent: SHIPMENT_KIND });
  defineListResource(app, db, billOfLadingList);
}

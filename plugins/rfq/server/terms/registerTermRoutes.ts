import type { FastifyInstance } from 'fastify';
import { defineResource, type ServerPluginContext } from '@portolan/sdk/server';
import { termGroupResource } from './termGroupResource';
import { termResource } from './termResource';
import { vendorGroupResource } from './vendorGroupResource';

/** The owner's libraries: terms, term groups and vendor groups (defineResource each). */
export function registerTermRoutes(app: FastifyInstance, { db }: ServerPluginContext): void {
  defineResource(app, db, termResource);
  defineResource(app, db, termGroupResource);
  defineResource(app, db, vendorGroupResource);
}

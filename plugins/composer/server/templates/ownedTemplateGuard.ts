import type { FastifyRequest } from 'fastify';
import { companyOf, isUuid, notFound, type Db } from '@portolan/sdk/server';

/**
 * A `preValidation` hook of the routes on one template (`…/templates/:id…`): another company's, an
 * unknown and a malformed id are the same 404, before the body is validated (its rules tell nothing).
 */
export function ownedTemplateGuard(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const { id } = request.params as { id?: string };
    if (!isUuid(id) || !(await db.one('SELECT 1 AS x FROM composer_templates WHERE id = $1 AND company_id = $2', [id, companyOf(request)]))) {
      throw notFound('Template not found');
    }
  };
}

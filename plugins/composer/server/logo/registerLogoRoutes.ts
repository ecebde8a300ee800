import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, companyOf, iso, notFound, ok, type ServerPluginContext } from '@portolan/sdk/server';
import type { CompanyLogoInfo } from '../../shared/types';
import { loadCompanyLogo } from './loadCompanyLogo';
import { MAX_LOGO_BYTES, readLogoImage } from './readLogoImage';
import { saveCompanyLogo } from './saveCompanyLogo';

const PATH = '/api/documents/v2/templates/logo';
const access = (level: string) => ({ access: { features: ['composer'], level } });

/** The one file of a multipart upload in the field `file`; past MAX_LOGO_BYTES a 400 naming `file`. */
async function readLogoUpload(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) throw badRequest('Send the logo as multipart/form-data in the field file', 'file');
  let bytes: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') throw badRequest(`Unexpected file field ${part.fieldname.slice(0, 40)}: send the logo as file`, part.fieldname.slice(0, 40));
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('The logo must be at most 1 MiB', 'file');
      throw error;
    }
  }
  return bytes;
}

async function logoInfo(ctx: ServerPluginContext, companyId: string): Promise<CompanyLogoInfo | null> {
  const row = await ctx.db.one<Record<string, unknown>>('SELECT content_type, size, width, height, updated_at, updated_by_name FROM company_logos WHERE company_id = $1', [companyId]);
  if (!row) return null;
  return {
    contentType: row.content_type as CompanyLogoInfo['contentType'],
    size: Number(row.size),
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    updatedAt: iso(row.updated_at)!,
    updatedByName: (row.updated_by_name as string | null) ?? null,
  };
}

/**
 * The company logo the templates draw (`/api/documents/v2/templates/logo`): the image (Read; ETag,
 * private cache, nosniff; 404 when none), its info (`…/logo/info`, `record: null` when none), upload
 * (Update; multipart field `file`, PNG or JPEG by its bytes, ≤ 1 MiB, replaces the current one) and
 * delete (`…/logo/delete`, Update).
 */
export async function registerLogoRoutes(app: FastifyInstance, ctx: ServerPluginContext): Promise<void> {
  const { db } = ctx;

  app.get(PATH, { config: access('Read') }, async (request, reply) => {
    const logo = await loadCompanyLogo(db, companyOf(request));
    if (!logo) throw notFound('The company has no logo');
    const etag = `"${logo.sha256}"`;
    reply.header('cache-control', 'private, max-age=300').header('etag', etag).header('x-content-type-options', 'nosniff').header('last-modified', logo.updatedAt.toUTCString());
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.header('content-type', logo.contentType).send(logo.bytes);
  });

  app.get(`${PATH}/info`, { config: access('Read') }, async (request) => ok({ record: await logoInfo(ctx, companyOf(request)) }));

  // The upload parses multipart/form-data in its own context (other areas register the parser too).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 } });
    scope.post(PATH, { config: access('Update') }, async (request) => {
      const companyId = companyOf(request);
      const bytes = await readLogoUpload(request);
      if (!bytes || bytes.length === 0) throw badRequest('file is required', 'file');
      const image = readLogoImage(bytes);
      if ('problem' in image) throw badRequest(image.problem, 'file');
      await saveCompanyLogo(db, companyId, bytes, image, request.user!.name);
      return ok({ record: await logoInfo(ctx, companyId), message: 'Logo saved' });
    });
  });

  app.post(`${PATH}/delete`, { config: access('Update'), schema: { body: { type: 'object', properties: { data: { type: 'object', maxProperties: 0 } } } } }, async (request) => {
    const row = await db.one('DELETE FROM company_logos WHERE company_id = $1 RETURNING company_id', [companyOf(request)]);
    if (!row) throw notFound('The company has no logo');
    return ok({ record: null, message: 'Logo deleted' });
  });
}

import type { FastifyRequest } from 'fastify';
import { badRequest } from '@portolan/sdk/server';
import type { UploadedFile } from './storeBillingFile';

/**
 * Reads a multipart/form-data body: the text fields `fields` allows and at most one file in the field
 * `file`. Anything else is a 400 naming the field. The size limit is the multipart scope's (10 MB: a
 * larger file is a 413).
 */
export async function readBillingForm(request: FastifyRequest, fields: readonly string[]): Promise<{ fields: Record<string, string>; file?: UploadedFile }> {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data', 'file');
  const values: Record<string, string> = {};
  let file: UploadedFile | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) throw badRequest('Send one file, in the field "file"', part.fieldname);
      file = { fileName: part.filename, bytes: await part.toBuffer() };
    } else if (fields.includes(part.fieldname)) values[part.fieldname] = String(part.value ?? '').trim();
    else throw badRequest(`Unknown field ${part.fieldname.slice(0, 40)}`, part.fieldname.slice(0, 40));
  }
  return { fields: values, file };
}

import type { FastifyRequest } from 'fastify';
import { badRequest } from '@portolan/sdk/server';

/** The PDF of a multipart upload (`file`): 400 naming `file` when missing or not a PDF; the parser answers 413 past its size limit. */
export async function readUpload(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw badRequest('Send the PDF as multipart/form-data in file', 'file');
  let file: { name: string; bytes: Buffer } | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') throw badRequest(`Unexpected file field ${part.fieldname.slice(0, 40)}: send the PDF as file`, part.fieldname.slice(0, 40));
    file = { name: part.filename, bytes: await part.toBuffer() }; // 413 past the limit
  }
  if (!file || file.bytes.length === 0) throw badRequest('file is required', 'file');
  if (file.bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw badRequest('file is not a readable PDF (it does not start with %PDF)', 'file');
  const name = file.name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 255) || 'document.pdf';
  return { name, bytes: file.bytes };
}

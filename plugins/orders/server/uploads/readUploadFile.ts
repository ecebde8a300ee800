import type { FastifyRequest } from 'fastify';
import { badRequest, checkFileType } from '@portolan/sdk/server';

/**
 * Reads a multipart upload: one CSV or XLSX sheet in the field `file` (type checked by extension and
 * content with the SDK's checkFileType; the size limit is the multipart scope's, MAX_UPLOAD_BYTES) and
 * the text fields `fields` allows. Anything else is a 400 naming the field.
 */
export async function readUploadFile(request: FastifyRequest, fields: readonly string[] = []): Promise<{ fileName: string; bytes: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest('Send the sheet as multipart/form-data in the field "file"', 'file');
  const values: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) throw badRequest('Send one sheet, in the field "file"', part.fieldname);
      file = { name: part.filename, bytes: await part.toBuffer() };
    } else if (fields.includes(part.fieldname)) values[part.fieldname] = String(part.value ?? '');
    else throw badRequest(`Unknown field ${part.fieldname}`, part.fieldname);
  }
  if (!file || file.bytes.length === 0) throw badRequest('file is required: a .csv or .xlsx sheet', 'file');
  const fileName = file.name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 255) || 'upload.csv';
  if (!/\.(csv|xlsx)$/i.test(fileName)) throw badRequest('The file must be a .csv or .xlsx sheet', 'file');
  const type = checkFileType(fileName, file.bytes);
  if ('problem' in type) throw badRequest(type.problem, 'file');
  return { fileName, bytes: file.bytes, fields: values };
}

import { badRequest } from '@portolan/sdk/server';
import { checkDocumentTemplateBody, type DocumentTemplateBody } from '@portolan/sdk/shared';

/** A posted template body, or a 400 naming `data.body` with its first problem. */
export function checkTemplateBody(value: unknown): DocumentTemplateBody {
  const problems = checkDocumentTemplateBody(value);
  if (problems.length > 0) throw badRequest(`body: ${problems[0]}`, 'data.body');
  return value as DocumentTemplateBody;
}

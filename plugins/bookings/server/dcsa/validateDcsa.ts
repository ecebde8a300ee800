import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
addFormats(ajv, ['date', 'date-time']);

/**
 * The tests' check of an answer against a bkgSchemas.ts schema (strict: unknown keywords fail; every
 * object of the schemas refuses properties it does not list; enums exact). Answers the errors, empty when valid.
 */
export function validateDcsa(schema: Record<string, unknown>, value: unknown): string[] {
  const check = ajv.compile(schema);
  if (check(value)) return [];
  return (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

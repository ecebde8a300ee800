import { badRequest } from '@portolan/sdk/server';

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** A calendar date `YYYY-MM-DD` that exists (not 2026-02-30), else a 400 naming `field`; undefined passes. */
export function checkDate(text: string | undefined, field: string): void {
  if (text !== undefined && !isDate(text)) throw badRequest(`${field} must be a date YYYY-MM-DD`, field);
}

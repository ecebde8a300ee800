import { iso } from '@portolan/sdk/server';
import type { Faq } from '../../shared/types';

export const FAQ_COLUMNS = 'id, category, question, answer, position, created_at, updated_at, version, updated_by_name';

export function faqRecord(row: Record<string, unknown>): Faq {
  return {
    _id: String(row.id),
    category: String(row.category),
    question: String(row.question),
    answer: String(row.answer),
    position: Number(row.position),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    version: Number(row.version),
    updatedByName: String(row.updated_by_name ?? ''),
  };
}

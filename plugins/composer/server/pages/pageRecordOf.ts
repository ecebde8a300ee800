import { baseRecord, iso } from '@portolan/sdk/server';
import type { ComposerTree } from '@portolan/sdk/shared';
import type { ComposedPageRecord } from '../../shared/types';

/** A jsonb column as pg (parsed) or a driver that hands back text gives it. */
const json = (value: unknown): ComposerTree | null => (value === null || value === undefined ? null : typeof value === 'string' ? (JSON.parse(value) as ComposerTree) : (value as ComposerTree));

/** A `composed_pages` row as the API answers it (never the share generation: links are the only place it lives). */
export function pageRecordOf(row: Record<string, unknown>): ComposedPageRecord {
  return {
    ...baseRecord(row),
    title: String(row.title),
    tree: json(row.tree)!,
    publishedTree: json(row.published_tree),
    publishedAt: iso(row.published_at),
    publishedByName: (row.published_by_name as string | null) ?? null,
    pinned: row.pinned === true,
    updatedByName: (row.updated_by_name as string | null) ?? null,
  };
}

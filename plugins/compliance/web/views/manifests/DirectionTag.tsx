import { Tag } from '@blueprintjs/core';
import type { ManifestDirection } from '../../../shared/states';

export const DIRECTION_TITLES: Record<ManifestDirection, string> = { EXPORT: 'Export', IMPORT: 'Import', TRANSSHIPMENT: 'Transshipment' };
const ICONS = { EXPORT: 'export', IMPORT: 'import', TRANSSHIPMENT: 'swap-horizontal' } as const;

/** Which side of the sailing a manifest shows, in words with an icon (never the colour alone). */
export function DirectionTag({ direction }: { direction: ManifestDirection }) {
  return (
    <Tag minimal round icon={ICONS[direction]} intent={direction === 'EXPORT' ? 'primary' : 'none'}>
      {DIRECTION_TITLES[direction] ?? direction}
    </Tag>
  );
}

import type { Product } from '../../../shared/types';

/** A product's dimensions as people write them: `30 × 25 × 2 cm`; '' when none is known. */
export function dimensionsOf(p: Pick<Product, 'lengthCm' | 'widthCm' | 'heightCm'>): string {
  const parts = [p.lengthCm, p.widthCm, p.heightCm];
  return parts.some(Boolean) ? `${parts.map((x) => x ?? '?').join(' × ')} cm` : '';
}

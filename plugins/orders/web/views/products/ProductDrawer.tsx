import { useId } from 'react';
import { Button, Drawer, DrawerSize, Tag } from '@blueprintjs/core';
import { formatMoney } from '@portolan/sdk';
import type { Product } from '../../../shared/types';
import { dimensionsOf } from './dimensionsOf';
import { ProductPriceHistory } from './ProductPriceHistory';

/** A product's details beside the list: its fields and its price history (chart and table); Edit when allowed. */
export function ProductDrawer({ product, onClose, onEdit }: { product: Product; onClose: () => void; onEdit?: () => void }) {
  const titleId = useId();
  const facts: Array<[string, string]> = [
    ['Category', product.category],
    ['HS code', product.hsCode ?? '—'],
    ['Unit', product.unit],
    ['Dimensions', dimensionsOf(product) || '—'],
    ['Weight', product.weightKg ? `${product.weightKg} kg` : '—'],
    ['Unit price', formatMoney({ decimal: product.unitPrice }, product.currency)],
    ['Supplier', product.supplierName ?? '—'],
  ];
  return (
    <Drawer isOpen onClose={onClose} size={DrawerSize.STANDARD}>
      {/* Blueprint's Drawer has no dialog role: the panel carries it, named by its heading. */}
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} style={{ padding: 16, overflowY: 'auto', height: '100%' }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
          <h2 id={titleId} style={{ fontSize: 18, margin: 0 }}>
            {product.sku}: {product.name}
          </h2>
          {!product.active && <Tag>Inactive</Tag>}
          <span style={{ flex: 1 }} />
          {onEdit && <Button icon="edit" text="Edit product" onClick={onEdit} />}
          <Button variant="minimal" icon="cross" aria-label="Close" onClick={onClose} />
        </div>
        {product.description && <p>{product.description}</p>}
        <dl style={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: '4px 12px', margin: 0 }}>
          {facts.map(([title, value]) => (
            <div key={title} style={{ display: 'contents' }}>
              <dt style={{ color: '#5F6B7C' }}>{title}</dt>
              <dd style={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
        </dl>
        <ProductPriceHistory product={product} />
      </div>
    </Drawer>
  );
}

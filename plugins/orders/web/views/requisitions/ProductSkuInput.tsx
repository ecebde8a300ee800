import { useEffect, useId, useState } from 'react';
import { InputGroup } from '@blueprintjs/core';
import type { FieldInputProps } from '@portolan/sdk';
import type { Product } from '../../../shared/types';
import { useSourcingApi } from '../../api/sourcingApi';

const WAIT_MS = 250;

export interface ProductSkuInputProps {
  input: FieldInputProps;
  label: string;
  invalid: boolean;
  /** A catalogue product whose SKU is exactly the text typed or picked. */
  onProduct: (product: Product) => void;
}

/**
 * A line's SKU: free text, with the catalogue's matching products (`products?search=`) offered as the
 * browser's own suggestion list (keyboard and screen-reader friendly); typing or picking a product's exact
 * SKU fills the line from it.
 */
export function ProductSkuInput({ input, label, invalid, onProduct }: ProductSkuInputProps) {
  const api = useSourcingApi();
  const listId = useId();
  const [found, setFound] = useState<Product[]>([]);
  // Only what the user types searches and fills: a saved line's SKU keeps its own description and price.
  const [typed, setTyped] = useState(false);
  const text = input.value.trim();
  useEffect(() => {
    if (!typed || text.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      void api.searchProducts(text).then((answer) => {
        if (!current || !answer.ok) return;
        const products = answer.data ?? [];
        setFound(products);
        const exact = products.find((p) => p.sku.toUpperCase() === text.toUpperCase());
        if (exact) onProduct(exact);
      });
    }, WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // onProduct is a new function every render; the search follows the text only.
  }, [api, text, typed]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <InputGroup
        {...input}
        onChange={(event) => {
          setTyped(true);
          input.onChange(event);
        }}
        aria-label={label} list={listId} autoComplete="off" intent={invalid ? 'danger' : 'none'} size="small" style={{ width: 140 }} />
      <datalist id={listId}>
        {found.map((p) => (
          <option key={p._id} value={p.sku}>
            {p.name}
          </option>
        ))}
      </datalist>
    </>
  );
}

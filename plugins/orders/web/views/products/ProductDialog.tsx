import { useEffect, useState } from 'react';
import { HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, useForm, type ApiResult, type FieldErrors } from '@portolan/sdk';
import type { Product, SupplierOption } from '../../../shared/types';
import { useCatalogueApi } from '../../api/catalogueApi';
import { CURRENCIES, nullable } from '../master/masterOptions';

type Values = {
  sku: string; name: string; description: string; category: string; hsCode: string; unit: string;
  lengthCm: string; widthCm: string; heightCm: string; weightKg: string; unitPrice: string; currency: string; supplierId: string;
};
const OPTIONAL = ['description', 'hsCode', 'lengthCm', 'widthCm', 'heightCm', 'weightKg', 'supplierId'] as const;
const MEASURES = [
  ['lengthCm', 'Length (cm)'],
  ['widthCm', 'Width (cm)'],
  ['heightCm', 'Height (cm)'],
  ['weightKg', 'Weight (kg)'],
] as const;
const DECIMAL = /^\d+(\.\d+)?$/;

function problems(v: Values): FieldErrors {
  const errors: FieldErrors = {
    sku: !v.sku.trim() ? 'Enter a SKU' : !/^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/.test(v.sku.trim()) ? 'Up to 40 letters, digits, . _ / or -' : undefined,
    name: !v.name.trim() ? 'Enter a name' : v.name.length > 200 ? 'At most 200 characters' : undefined,
    category: !v.category.trim() ? 'Enter a category' : v.category.length > 60 ? 'At most 60 characters' : undefined,
    unit: /^[A-Za-z]{2,5}$/.test(v.unit.trim()) ? undefined : '2–5 letters such as PCS, KG or CTN',
    hsCode: v.hsCode.trim() && !/^\d{6}(\d{2}){0,2}$/.test(v.hsCode.trim()) ? '6, 8 or 10 digits' : undefined,
    unitPrice: DECIMAL.test(v.unitPrice.trim()) ? undefined : 'Enter a price (e.g. 12.50)',
    currency: v.currency ? undefined : 'Choose a currency',
  };
  for (const [name] of MEASURES) if (v[name].trim() && !DECIMAL.test(v[name].trim())) errors[name] = 'Enter a number';
  return errors;
}

/** A product of the catalogue: every field, the supplier from the company master; the server's 400 beside the field it names. */
export function ProductDialog({ product, onClose, onSave }: { product?: Product; onClose: () => void; onSave: (data: Record<string, unknown>) => Promise<ApiResult<unknown>> }) {
  const api = useCatalogueApi();
  const [suppliers, setSuppliers] = useState<SupplierOption[]>([]);
  useEffect(() => {
    void api.suppliers().then((result) => setSuppliers(result.data ?? []));
  }, [api]);
  const form = useForm<Values>({
    initial: {
      sku: product?.sku ?? '', name: product?.name ?? '', description: product?.description ?? '', category: product?.category ?? '', hsCode: product?.hsCode ?? '', unit: product?.unit ?? 'PCS',
      lengthCm: product?.lengthCm ?? '', widthCm: product?.widthCm ?? '', heightCm: product?.heightCm ?? '', weightKg: product?.weightKg ?? '',
      unitPrice: product?.unitPrice ?? '', currency: product?.currency ?? 'USD', supplierId: product?.supplierId ?? '',
    },
    validate: problems,
    submit: (v) => onSave({ sku: v.sku.trim(), name: v.name.trim(), category: v.category.trim(), unit: v.unit.trim().toUpperCase(), unitPrice: v.unitPrice.trim(), currency: v.currency, ...nullable(v, OPTIONAL) }),
  });
  const supplierOptions = [
    { value: '', label: 'No supplier' },
    ...suppliers.map((s) => ({ value: s._id, label: `${s.name} (${s.code})` })),
    ...(product?.supplierId && !suppliers.some((s) => s._id === product.supplierId) ? [{ value: product.supplierId, label: product.supplierName ?? product.supplierId }] : []),
  ];
  const text = (name: keyof Values, label: string, required = false, props: Record<string, unknown> = {}) => (
    <FormField form={form} name={name} label={label} required={required}>
      <InputGroup {...form.input(name)} {...props} />
    </FormField>
  );
  return (
    <FormDialog form={form} title={product ? `Edit ${product.sku}` : 'New product'} onClose={onClose} submit={{ text: product ? 'Save product' : 'Create product' }} width={760}>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr 1fr', columnGap: 12 }}>
        <div style={{ gridColumn: 'span 2' }}>{text('sku', 'SKU', true, { maxLength: 40 })}</div>
        <div style={{ gridColumn: 'span 2' }}>{text('name', 'Name', true, { maxLength: 200 })}</div>
        <div style={{ gridColumn: 'span 4' }}>
          <FormField form={form} name="description" label="Description">
            <TextArea {...form.input('description')} fill rows={2} maxLength={2000} />
          </FormField>
        </div>
        <div style={{ gridColumn: 'span 2' }}>{text('category', 'Category', true, { maxLength: 60 })}</div>
        {text('hsCode', 'HS code', false, { inputMode: 'numeric', maxLength: 10 })}
        {text('unit', 'Unit', true, { maxLength: 5 })}
        {MEASURES.map(([name, label]) => (
          <div key={name}>{text(name, label, false, { inputMode: 'decimal' })}</div>
        ))}
        {text('unitPrice', 'Unit price', true, { inputMode: 'decimal' })}
        <FormField form={form} name="currency" label="Currency" required>
          <HTMLSelect {...form.input('currency')} fill options={CURRENCIES} />
        </FormField>
        <div style={{ gridColumn: 'span 2' }}>
          <FormField form={form} name="supplierId" label="Supplier">
            <HTMLSelect {...form.input('supplierId')} fill options={supplierOptions} />
          </FormField>
        </div>
      </div>
    </FormDialog>
  );
}

import { codeOrNull, decimalCheck, fieldProblems, textOrNull } from '../master/fieldProblems';

/** A product's own fields as text (the API's `data` or an upload's cells); absent ones are left alone. */
export type ProductValues = Partial<Record<'sku' | 'name' | 'description' | 'category' | 'hsCode' | 'unit' | 'lengthCm' | 'widthCm' | 'heightCm' | 'weightKg' | 'unitPrice' | 'currency', string | null>>;

export interface FieldProblem { field: string; message: string }

type Rule = { column: string; required?: boolean; read?: (text: string) => string; check?: (text: string) => string | null; maxLength?: number };
const dimension = decimalCheck(8, 2, true);
const RULES: Record<keyof ProductValues, Rule> = {
  sku: { column: 'sku', required: true, check: fieldProblems.sku },
  name: { column: 'name', required: true, maxLength: 200 },
  description: { column: 'description', maxLength: 2000 },
  category: { column: 'category', required: true, maxLength: 60 },
  // Sheets write HS codes with dots and spaces (8544.42.00).
  hsCode: { column: 'hs_code', read: (t) => t.replace(/[.\s]/g, ''), check: fieldProblems.hsCode },
  unit: { column: 'unit', read: (t) => t.toUpperCase(), check: fieldProblems.unit },
  lengthCm: { column: 'length_cm', check: dimension },
  widthCm: { column: 'width_cm', check: dimension },
  heightCm: { column: 'height_cm', check: dimension },
  weightKg: { column: 'weight_kg', check: decimalCheck(9, 3, true) },
  unitPrice: { column: 'unit_price', required: true, check: decimalCheck(14, 4, false) },
  currency: { column: 'currency', required: true, read: (t) => t.toUpperCase(), check: fieldProblems.currency },
};

/**
 * The product table's columns of the values given, and what is wrong with them (field = the API
 * field): SKU shape, HS code 6/8/10 digits, dimensions and weight decimals above 0, price a decimal
 * of 0 or more, currency ISO 4217, unit 2–5 letters; a required field (sku, name, category, unitPrice,
 * currency) given empty. Shared by the catalogue's writes and the products upload.
 */
export function productColumns(values: ProductValues): { columns: Record<string, unknown>; problems: FieldProblem[] } {
  const columns: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  for (const [field, rule] of Object.entries(RULES) as Array<[keyof ProductValues, Rule]>) {
    if (values[field] === undefined) continue;
    const raw = field === 'unit' || field === 'currency' ? codeOrNull(values[field]) : textOrNull(values[field]);
    const text = raw === null ? null : (rule.read?.(raw) ?? raw);
    if (text === null) {
      if (rule.required) problems.push({ field, message: 'Required' });
      else columns[rule.column] = field === 'unit' ? 'PCS' : null;
      continue;
    }
    const problem = rule.check?.(text) ?? (rule.maxLength && text.length > rule.maxLength ? `At most ${rule.maxLength} characters` : null);
    if (problem) problems.push({ field, message: problem });
    else columns[rule.column] = text;
  }
  return { columns, problems };
}

/** The fields a new product needs. */
export const REQUIRED_PRODUCT_FIELDS = (Object.keys(RULES) as Array<keyof ProductValues>).filter((f) => RULES[f].required);

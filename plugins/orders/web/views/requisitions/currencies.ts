/** The currencies the purchasing forms offer first (any ISO 4217 code the record already has stays offered). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'CNY', 'AED', 'SGD', 'JPY'];

import { MAILER, NOTIFIER, type NoticeServices } from '@portolan/sdk/server';
import type { BillingDeps } from '../BillingDeps';

/** The mailer (required) and the notifier (when messaging is installed) for notifyCompany. */
export function invoiceNotices(deps: BillingDeps): NoticeServices {
  return { mailer: deps.services.get(MAILER), notifier: deps.services.find(NOTIFIER) };
}

/** Formats minor units of a currency for a notice ("INR 1,180.00"). */
export function moneyText(minor: number, currency: string, digits = 2): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const units = Math.floor(abs / 10 ** digits).toLocaleString('en-IN');
  const cents = digits ? `.${String(abs % 10 ** digits).padStart(digits, '0')}` : '';
  return `${currency} ${sign}${units}${cents}`;
}

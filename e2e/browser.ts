import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's chromium; never a downloaded browser. */
export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** STACK.md fact 9: without the networking flags Chromium floods the closed network. */
export const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A fresh headless chromium (flags from STACK.md fact 9; Playwright gives it a fresh temporary profile) and one page. */
export async function openBrowser(baseURL: string): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: BROWSER_ARGS,
  });
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return {
    browser,
    context,
    page,
    async close() {
      await browser.close();
    },
  };
}

/** Signs in through the login area on the current page. */
export async function signIn(page: Page, email: string, password = 'portolan-demo'): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** A port picker: type the UN/LOCODE, wait for its suggestion, pick it with Enter (the keyboard path). */
export async function pickPort(page: Page, label: string, code: string) {
  const input = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await input.fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code}\\b`) }).first().waitFor();
  await input.press('Enter');
}

/** Blueprint checkboxes and switches sit under their label: a plain click can land on the label's text. */
export async function tick(page: Page, name: string | RegExp) {
  await page.getByRole('checkbox', { name }).dispatchEvent('click');
}

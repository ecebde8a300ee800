import { badRequest, COMPOSER_DEFAULT_TITLE } from '@portolan/sdk/server';

/** A posted page title, trimmed; none or a blank one is "Untitled" (SPEC §9's default composer title). */
export function pageTitleOf(title: string | undefined): string {
  const trimmed = (title ?? '').trim();
  if (trimmed.includes('\u0000')) throw badRequest('data.title must not hold a NUL character', 'data.title');
  return trimmed || COMPOSER_DEFAULT_TITLE;
}

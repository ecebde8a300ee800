import { COMPOSER_DEFAULT_TITLE } from './ComposerTree';

/** The longest title kept. */
export const COMPOSER_TITLE_MAX = 120;

/** A title as stored: trimmed, at most COMPOSER_TITLE_MAX characters, "Untitled" when blank (or not text). */
export function normaliseTitle(title: unknown): string {
  if (typeof title !== 'string') return COMPOSER_DEFAULT_TITLE;
  const trimmed = title.trim().slice(0, COMPOSER_TITLE_MAX).trim();
  return trimmed === '' ? COMPOSER_DEFAULT_TITLE : trimmed;
}

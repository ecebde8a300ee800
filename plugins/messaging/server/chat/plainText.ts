/** A body with its mentions written as "@Name" (for notices and emails). */
export function plainText(body: string): string {
  return body.replace(/@\[([^\]\n]{1,100})\]\([0-9a-fA-F-]{36}\)/g, '@$1').slice(0, 500);
}

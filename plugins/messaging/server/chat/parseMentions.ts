const MENTION = /@\[([^\]\n]{1,100})\]\(([0-9a-fA-F-]{36})\)/g;

/** The user ids a message body mentions (`@[Name](userId)`), once each, kept only when in `memberIds`. */
export function parseMentions(body: string, memberIds: readonly string[]): string[] {
  const members = new Set(memberIds.map((id) => id.toLowerCase()));
  const found = new Set<string>();
  for (const match of body.matchAll(MENTION)) {
    const id = match[2]!.toLowerCase();
    if (members.has(id)) found.add(id);
  }
  return [...found];
}

import type { ReactNode } from 'react';

/** A mention as written in a message body: `@[Name](userId)`. */
export const MENTION = /@\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Marks every occurrence of `term` (case-insensitive) in `text`. */
function highlight(text: string, term: string | undefined, key: string): ReactNode[] {
  if (!term?.trim()) return [text];
  const lower = text.toLowerCase();
  const needle = term.trim().toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={`${key}-${at}`}>{text.slice(at, at + needle.length)}</mark>);
    from = at + needle.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** A message's text: mentions shown as highlighted "@Name" (stronger when it is the reader), search matches marked. */
export function MessageBody({ body, userId, term }: { body: string; userId?: string; term?: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of body.matchAll(MENTION)) {
    const at = match.index ?? 0;
    if (at > from) parts.push(...highlight(body.slice(from, at), term, `t${from}`));
    const mine = match[2] === userId;
    parts.push(
      <span key={`m${at}`} className={`pt-chat-mention${mine ? ' pt-chat-mention-me' : ''}`} style={{ background: mine ? '#fbd065' : 'rgba(45,114,210,.15)', borderRadius: 3, padding: '0 2px', fontWeight: 600 }}>
        @{highlight(match[1], term, `m${at}`)}
      </span>,
    );
    from = at + match[0].length;
  }
  if (from < body.length) parts.push(...highlight(body.slice(from), term, `t${from}`));
  return <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{parts}</span>;
}

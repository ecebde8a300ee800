/** The columns `toChatMessage` reads: a message (alias `x`) with its author's and company's names. */
export const MESSAGE_SELECT = `SELECT x.id, x.chat_id, x.seq, x.author_id, x.company_id, x.body, x.mentions::text[] AS mentions, x.attachments, x.created_at, x.edited_at, x.deleted_at, x.version,
       u.name AS author_name, co.name AS company_name
  FROM chat_messages x JOIN users u ON u.id = x.author_id JOIN companies co ON co.id = x.company_id`;

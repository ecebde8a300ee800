/** Messages of others after the member's last read one, not deleted (alias `m` = chat_members). */
export const UNREAD_OF_MEMBER = `SELECT count(*) FROM chat_messages x WHERE x.chat_id = m.chat_id AND x.seq > m.last_read_seq AND x.author_id <> m.user_id AND x.deleted_at IS NULL`;

-- Messaging (README.md): chats, notifications and their preferences, reminders.
-- pg_trgm (trigram search of chat messages): a contrib extension of PostgreSQL, loaded into PGlite by createDatabase.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE chats (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL,                 -- the creator's company
  title text NOT NULL DEFAULT '',
  record_kind text,
  record_id text,
  record_title text,
  record_href text,
  created_by uuid NOT NULL,
  last_seq integer NOT NULL DEFAULT 0,      -- the newest message's per-chat number
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK ((record_kind IS NULL) = (record_id IS NULL))
);
CREATE INDEX chats_record ON chats (record_kind, record_id) WHERE record_kind IS NOT NULL;

-- The companies with a member in the chat (the record kind 'chat' is shared through it, so attachments
-- uploaded to the documents area for a chat pass its visibility check).
CREATE TABLE chat_parties (
  chat_id uuid NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  company_id uuid NOT NULL,
  PRIMARY KEY (chat_id, company_id)
);
CREATE INDEX chat_parties_company ON chat_parties (company_id);

CREATE TABLE chat_members (
  chat_id uuid NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  company_id uuid NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  last_read_seq integer NOT NULL DEFAULT 0,
  last_read_at timestamptz,
  PRIMARY KEY (chat_id, user_id)
);
CREATE INDEX chat_members_user ON chat_members (user_id);

CREATE TABLE chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  chat_id uuid NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  author_id uuid NOT NULL,
  company_id uuid NOT NULL,
  body text NOT NULL,
  mentions uuid[] NOT NULL DEFAULT '{}',
  attachments jsonb NOT NULL DEFAULT '[]',
  client_id text,                           -- the sender's idempotency key: a retried send stores one message
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  UNIQUE (chat_id, seq),
  UNIQUE (chat_id, author_id, client_id)
);
CREATE INDEX chat_messages_search ON chat_messages USING gin (body gin_trgm_ops);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL,
  user_id uuid NOT NULL,
  event text NOT NULL,
  category text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  href text,
  record_kind text,
  record_id text,
  actor_user_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  -- none: in-app only; digest: waits for the user's digest; digested / sent: emailed
  email_state text NOT NULL DEFAULT 'none' CHECK (email_state IN ('none', 'sent', 'digest', 'digested'))
);
CREATE INDEX notifications_user ON notifications (user_id, created_at DESC, id);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_digest ON notifications (user_id, created_at) WHERE email_state = 'digest';
CREATE INDEX notifications_record ON notifications (company_id, record_kind, record_id) WHERE record_kind IS NOT NULL;

-- A user's own channels per category (absent: the company default, else the event's default).
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL,
  company_id uuid NOT NULL,
  category text NOT NULL,
  in_app boolean NOT NULL,
  email boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, category)
);

CREATE TABLE notification_user_settings (
  user_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  digest text NOT NULL DEFAULT 'immediate' CHECK (digest IN ('immediate', 'hourly', 'daily')),
  last_digest_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- default-user-notification-preferences: the company's default channels per category.
CREATE TABLE notification_defaults (
  company_id uuid NOT NULL,
  category text NOT NULL,
  in_app boolean NOT NULL,
  email boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, category)
);

-- event-category-config: the company's switch per category (absent: enabled, email allowed).
CREATE TABLE event_category_config (
  company_id uuid NOT NULL,
  category text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  email_allowed boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, category)
);

CREATE TABLE reminders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL,
  user_id uuid NOT NULL,
  title text NOT NULL,
  note text NOT NULL DEFAULT '',
  due_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'scheduled' CHECK (state IN ('scheduled', 'due', 'done')),
  email boolean NOT NULL DEFAULT false,
  record_kind text,
  record_id text,
  record_title text,
  record_href text,
  fired_at timestamptz,
  done_at timestamptz,
  snooze_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK ((record_kind IS NULL) = (record_id IS NULL))
);
CREATE INDEX reminders_user ON reminders (user_id, state, due_at);
CREATE INDEX reminders_record ON reminders (company_id, record_kind, record_id) WHERE record_kind IS NOT NULL;

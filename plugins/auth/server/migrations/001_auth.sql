-- Password reset by one-time code, password tokens, and the outbox of account emails.

-- Step 1 of the reset: a 6-digit code for a user, stored hashed. Rows for unknown emails have no
-- user and never validate.
CREATE TABLE auth_password_resets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_password_resets_user_id_idx ON auth_password_resets (user_id);

-- Step 2: a single-use token that allows setting a password (from a code, or for the signed-in user).
CREATE TABLE auth_password_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reset_id uuid REFERENCES auth_password_resets (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_password_tokens_user_id_idx ON auth_password_tokens (user_id);

-- Emails to send. A later issue adds SMTP delivery (sent_at) and a viewer.
CREATE TABLE auth_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "to" text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX auth_outbox_unsent_idx ON auth_outbox (created_at) WHERE sent_at IS NULL;

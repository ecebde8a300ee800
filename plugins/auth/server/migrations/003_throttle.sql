-- Issue 9: sign-in throttling that an attacker cannot turn against the real user.

-- The earliest time of the next attempt of a slowed-down key (AccountSlowdown); other limiters leave it.
ALTER TABLE auth_attempts ADD COLUMN next_at timestamptz NOT NULL DEFAULT now();

-- Devices that signed in to an account before (a random token the client keeps, stored hashed): they
-- pass an attacked account's slowdown and the per-address ceiling.
CREATE TABLE auth_known_devices (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX auth_known_devices_user_id_idx ON auth_known_devices (user_id);

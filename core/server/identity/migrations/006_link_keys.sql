-- Signing keys of shareable links (SDK LinkSigner), one per purpose ('tracking', 'quote', …), made once
-- and kept here so every API process signs and verifies alike.
CREATE TABLE link_signing_keys (
  purpose text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

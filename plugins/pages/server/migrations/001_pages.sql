-- The pages app (plugins/pages/README.md): platform-wide FAQs and support tickets.

-- FAQs belong to the platform, not a company: every signed-in user reads them, the platform admin edits them.
CREATE TABLE faqs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  category text NOT NULL CHECK (length(category) BETWEEN 1 AND 60),
  question text NOT NULL CHECK (length(question) BETWEEN 1 AND 300),
  answer text NOT NULL CHECK (length(answer) BETWEEN 1 AND 5000),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  updated_by_name text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX faqs_question_idx ON faqs (lower(question));
CREATE INDEX faqs_order_idx ON faqs (category, position, id);

-- Support requests: each belongs to the company of the user who wrote it.
CREATE TABLE support_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  reference text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  user_name text NOT NULL,
  email text NOT NULL,
  category text NOT NULL CHECK (category IN ('question', 'problem', 'billing', 'feature')),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ANSWERED', 'CLOSED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, reference)
);
CREATE INDEX support_tickets_company_idx ON support_tickets (company_id, created_at DESC, id);
CREATE INDEX support_tickets_created_idx ON support_tickets (created_at DESC, id);

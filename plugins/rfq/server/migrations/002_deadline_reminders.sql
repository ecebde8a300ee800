-- The bid deadline an invited vendor was last reminded of (remindDeadlines): a moved deadline reminds again.
ALTER TABLE rfq_invitations ADD COLUMN deadline_reminded_for timestamptz;

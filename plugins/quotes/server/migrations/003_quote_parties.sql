-- The companies a quote is shared with (read-only): its enquiry's customer company, once the quote is
-- published (a draft is the forwarder's alone). A view, so it is always what the quote and its enquiry
-- say; other areas attach to a quote through it (a chat between the forwarder and the customer).
CREATE VIEW quote_parties AS
  SELECT q.id AS quote_id, e.customer_company_id AS company_id
    FROM quotes q
    JOIN enquiries e ON e.id = q.enquiry_id
   WHERE e.customer_company_id IS NOT NULL AND q.status <> 'DRAFT';

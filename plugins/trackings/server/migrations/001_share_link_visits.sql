-- Who opened a share link on which day, as a hashed visitor key (address + browser), so `opened_count`
-- counts a visitor once per day however often the page is reloaded. No address is stored in clear.
CREATE TABLE share_link_visits (
  link_id uuid NOT NULL REFERENCES shipment_share_links (id) ON DELETE CASCADE,
  visitor text NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (link_id, day, visitor)
);

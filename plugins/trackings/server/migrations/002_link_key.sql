-- Share links are signed by the SDK's LinkSigner (purpose 'tracking') now: keep the key links were signed with.
INSERT INTO link_signing_keys (purpose, secret) SELECT 'tracking', secret FROM shipment_share_keys WHERE id = 1 ON CONFLICT (purpose) DO NOTHING;

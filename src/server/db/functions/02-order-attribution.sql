-- What an order's cart attributes name, as far as it exists: found by the group code (case-insensitive), or, for
-- a share-link buyer's cart, which carries no code, by the hand-off record alone; no row when neither names a
-- group. The seller and hand-off count only when they belong to that group. The seller's name and e-mail come from
-- the cart, except that a share-link order takes them from the seller record and an erased seller's order gets the
-- record's initials and no e-mail, whatever an old cart still says.
CREATE OR REPLACE FUNCTION order_attribution(wanted_code text, wanted_campaign uuid, wanted_seller uuid,
  wanted_handoff uuid, cart_seller_name text, cart_seller_email text)
RETURNS TABLE (group_id uuid, group_code text, campaign_id uuid, campaign_name text, seller_id uuid, handoff_id uuid,
  seller_name text, seller_email text)
LANGUAGE sql STABLE AS $$
  WITH found AS (
    SELECT g.id AS group_id, g.code AS group_code, c.id AS campaign_id, c.name AS campaign_name,
           (SELECT p.id FROM sellers p WHERE p.id = wanted_seller AND p.group_id = g.id) AS seller_id,
           (SELECT h.id FROM store_handoffs h WHERE h.id = wanted_handoff AND h.group_id = g.id) AS handoff_id,
           false AS by_handoff
    FROM groups g
    LEFT JOIN campaigns c ON c.id = wanted_campaign AND c.group_id = g.id
    WHERE wanted_code <> '' AND lower(g.code) = lower(wanted_code)
    UNION ALL
    SELECT g.id, g.code, c.id, c.name, h.seller_id, h.id, true
    FROM store_handoffs h
    JOIN groups g ON g.id = h.group_id
    JOIN campaigns c ON c.id = h.campaign_id
    WHERE wanted_code = '' AND h.id = wanted_handoff
  )
  SELECT f.group_id, f.group_code, f.campaign_id, f.campaign_name, f.seller_id, f.handoff_id,
         CASE WHEN e.erased OR f.by_handoff THEN p.name ELSE cart_seller_name END,
         CASE WHEN e.erased THEN '' WHEN f.by_handoff THEN p.email ELSE lower(cart_seller_email) END
  FROM found f
  LEFT JOIN sellers p ON p.id = f.seller_id
  CROSS JOIN LATERAL (
    SELECT EXISTS (SELECT 1 FROM seller_erasures s WHERE s.seller_id = f.seller_id) AS erased
  ) e
$$;

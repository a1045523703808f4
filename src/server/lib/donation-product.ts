/**
 * A campaign's donation product as stored and compared with store lines: a product id's digits (also from its
 * `gid://shopify/Product/…` form) or a handle in lower case; '' for none.
 */
export function donationProductKey(value: string): string {
  const trimmed = value.trim();
  const gid = /^gid:\/\/shopify\/Product\/(\d{1,20})$/i.exec(trimmed);
  return gid ? gid[1]! : trimmed.toLowerCase();
}

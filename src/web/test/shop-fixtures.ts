/**
 * The body the shop screen sends for Sam Seller of the Tigers (ABC123), campaign Spring Sale, at
 * 2025-05-06T07:08:09.010Z.
 */
export const SAM_SHOP_URL_BODY = {
  noteAttributes: {
    group_code: 'ABC123',
    student_name: 'Sam Seller',
    student_email: 'sam@example.com',
    group_name: 'Tigers',
    campaign_id: 'c1',
    campaign_name: 'Spring Sale',
    user_id: 'u1',
    timestamp: '2025-05-06T07:08:09.010Z',
    from_portal: 'true',
  },
  userData: { userId: 'u1', name: 'Sam Seller', email: 'sam@example.com', groupCode: 'ABC123' },
};

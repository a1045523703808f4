export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  totalGroups: 'Total Groups',
  totalSales: 'Total Sales',
  openOrders: 'Open Orders',
  recentOrders: 'Recent Orders',
  orderNumber: 'Order Number',
  groupCode: 'Group Code',
  sellerName: 'Seller Name',
  amount: 'Amount',
  status: 'Status',
  date: 'Date',
  viewOrder: (orderNumber: string) => `View order ${orderNumber}`,
} as const;

/** The administrator dashboard's empty state and load failure. */
export const DASHBOARD_MESSAGES = {
  empty: {
    noRecentOrders: 'No recent orders.',
  },
  loadFailed: {
    dashboardStatistics: 'Failed to load dashboard statistics',
  },
} as const;

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Labels, column headings and button texts of the order screens. Messages (empty states, failures,
 * confirmations) are in ORDER_MESSAGES below.
 */
export const ORDER_TEXTS = {
  pages: {
    orders: 'Orders',
    orderDetails: 'Order Details',
  },
  filters: {
    title: 'Filters',
    startDate: 'Start Date',
    endDate: 'End Date',
    status: 'Status',
    groupCode: 'Group Code',
    sellerName: 'Seller Name',
    buyerName: 'Customer Name',
    buyerNameHint: 'name or e-mail',
    source: 'Source',
    sources: { all: 'All', store: 'Store', paper: 'Paper' },
    team: 'Class / team',
    allTeams: 'All classes / teams',
    apply: 'Apply',
    clear: 'Clear',
  },
  /** Every order status as buttons, filter checkboxes and badges show it. */
  statusLabels: {
    created: 'Created',
    pending: 'Pending',
    paid: 'Paid',
    open: 'Open',
    processing: 'Processing',
    shipped: 'Shipped',
    fulfilled: 'Fulfilled',
    cancelled: 'Cancelled',
  },
  list: {
    exportCsv: 'Export CSV',
    exporting: 'Exporting...',
    tableLabel: 'Orders',
    orderNumber: 'Order Number',
    date: 'Date',
    groupCode: 'Group Code',
    seller: 'Seller',
    /** Under the seller's name when the order counts for a class or team. */
    teamOf: (team: string) => `Class / team: ${team}`,
    buyer: 'Customer',
    total: 'Total',
    status: 'Status',
    actions: 'Actions',
    view: 'View',
    viewOrder: (orderNumber: string) => `View order ${orderNumber}`,
    /** The marker of an order typed or imported from a paper order form. */
    paperBadge: 'Paper',
    paperBadgeLabel: 'Paper order form entered by staff',
    /** `totalIsEstimate`: the server estimated the total of a broad search (it says "about"). */
    summary: (from: number, to: number, total: number, totalIsEstimate = false) =>
      `Showing ${count(from)}–${count(to)} of ${totalIsEstimate ? 'about ' : ''}${count(total)} order${total === 1 ? '' : 's'}`,
  },
  detail: {
    backToOrders: 'Back to Orders',
    title: (orderNumber: string) => `Order ${orderNumber}`,
    information: 'Order Information',
    orderNumber: 'Order Number',
    date: 'Date',
    group: 'Group',
    campaign: 'Campaign',
    seller: 'Seller',
    team: 'Class / team',
    buyer: 'Customer',
    status: 'Status',
    unattributed: 'Unattributed',
    unverified: 'Unverified attribution',
    unverifiedNote:
      "The cart's portal signature was missing or did not match, so the group and seller may have been edited.",
    items: 'Items',
    product: 'Product',
    price: 'Price',
    quantity: 'Quantity',
    lineTotal: 'Line Total',
    noItems: 'No items.',
    /** A gift with nothing bought: its amount is under "Donation" below. */
    donationOnly: 'No products: this order is a donation.',
    productTotal: 'Product Total',
    /** Under the items when the buyer gave a donation: counted apart from the products. */
    donation: 'Donation',
    donationReceipt: 'Print donation receipt',
    donationReceiptNote: 'opens in a new tab',
    shipping: 'Shipping',
    total: 'Total',
    shippingMethod: 'Method',
    shippingPrice: 'Price',
    shippingAddress: 'Address',
    updateStatus: 'Update Status',
    updating: 'Updating...',
    history: 'Status History',
    historyFrom: 'From',
    historyTo: 'To',
    historyBy: 'By',
    historyWhen: 'When',
    historyNone: 'No status changes yet.',
    historyStore: 'Store',
    historyAdmin: 'Administrator',
    noPreviousStatus: '—',
    notAvailable: 'N/A',
    test: 'Test',
    testNote: 'The store marked this as a test order: it counts in no total, report or coordinator view.',
    demo: 'Demo',
    demoNote: 'Placed in the built-in demo store: it counts in no total, report or coordinator view.',
    deleted: (when: string) => `Deleted in the store on ${when}`,
    deletedNote: 'Kept for audit only: it is in no list, total or report.',
    repaired: 'Credited by an administrator',
    note: 'Order Note',
    source: 'Source',
    paperOrder: 'Paper order',
    phone: 'Phone',
    editPaperOrder: 'Edit paper order',
    attributionHistory: 'Attribution History',
    attributionFrom: 'From',
    attributionTo: 'To',
    attributionReason: 'Reason',
    attributionNone: '—',
    creditLine: (groupCode: string, campaignName: string, sellerName: string) =>
      [groupCode || 'No group', campaignName, sellerName].filter(Boolean).join(' · '),
  },
} as const;

/** Empty states, failures and confirmations of the order screens. */
export const ORDER_MESSAGES = {
  empty: {
    noOrders: 'No orders found.',
    noMatchingOrders: 'No orders match your filter criteria.',
    /** A page past the real end of a list whose total was estimated. */
    pastEstimatedEnd:
      'No orders on this page: the total was an estimate and the list ends on an earlier page.',
  },
  loadFailed: {
    orders: 'Failed to load orders',
    orderDetails: 'Failed to load order details',
  },
  coordinatorFilterNote: 'As a coordinator, you can only view orders for your group',
  exportFailed: 'Failed to export orders. Please try again.',
  exportDefaultFileName: 'orders_export.csv',
  statusUpdateFailed: 'Failed to update order status.',
  statusUpdated: (status: string) => `Order status updated to ${status}`,
} as const;

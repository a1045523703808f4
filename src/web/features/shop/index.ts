/** What the shop offers other screens that send a buyer to the store. */
export { storeDeparture } from './leave-for-store';

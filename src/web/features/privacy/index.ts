export { GroupSellersSection } from './components/group-sellers-section';

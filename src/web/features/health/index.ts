export { LazyConnectivityDot } from './components/lazy-connectivity-dot';

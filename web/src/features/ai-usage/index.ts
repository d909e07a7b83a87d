export { UsageMeter, UsageMeterView } from './components/usage-meter';
export { AI_USAGE_KEY, aiUsageQuery } from './queries';

export { analyticsService } from './app';
/** The overview as the API builds it (the benchmark measures it against raw SQL). */
export { overview } from './features/overview/overview.service';

export * from './metric-registry';
export * from './metrics.events';
export * from './analytics.contracts';
export * from './reports.contracts';

export * from './monitoring.contracts';
export * from './monitoring-thresholds.contracts';

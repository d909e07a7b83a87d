export * from './process-monitor';
export * from './service-monitor';
export * from './monitoring.routes';
export * from './metrics';

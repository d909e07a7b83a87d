export * from './live.contracts';
export * from './live.events';
export * from './encoder-rules';
export * from './preflight.contracts';
export * from './internal.contracts';

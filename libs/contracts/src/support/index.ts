export * from './support.contracts';
export * from './support.events';

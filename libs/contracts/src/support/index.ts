export * from './ticket-values';
export * from './support.contracts';
export * from './support.events';
export * from './saved-replies.contracts';
export * from './creators.contracts';
export * from './hires.contracts';
export * from './creators.events';

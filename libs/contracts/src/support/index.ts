export * from './support.contracts';
export * from './support.events';
export * from './saved-replies.contracts';

export * from './connection';
export * from './embedded';
export * from './migrate';
export * from './paginate';
export * from './insert-many';
export * from './any-of';
export * from './queue-scans';

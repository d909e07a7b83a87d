export * from './tables';
export * from './queue-mail';
export * from './mail-sender';
export * from './list-mails';

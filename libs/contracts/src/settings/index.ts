export * from './network-apps.contracts';
export * from './system-settings.contracts';
export * from './site-settings.contracts';

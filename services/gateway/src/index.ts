export { buildGateway } from './platform';
export { SERVICES } from './services';

export { buildGateway, type GatewayOptions } from './platform';
export { SERVICES } from './services';

import Type from 'typebox';
import { OutboundEnv } from '@cadence/service-kit';

export const gatewayEnv = {
  GATEWAY_MODE: Type.Enum(['all-in-one', 'distributed'], { default: 'all-in-one' }),
  /** Distributed mode: where each service listens, e.g. "auth=http://auth:3000,notifications=http://notifications:3000". */
  SERVICE_URLS: Type.Optional(Type.String({ pattern: '^[a-z-]+=https?://[^,\\s]+(,[a-z-]+=https?://[^,\\s]+)*$' })),
  /** The built web app (default: web/dist of this checkout). */
  WEB_DIST: Type.Optional(Type.String({ minLength: 1 })),
  /** The MCP server's upload_media reads URLs through the outbound guard. */
  ...OutboundEnv,
};

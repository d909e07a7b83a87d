export { createCadenceMcpServer, MCP_SERVER_NAME, MCP_SERVER_VERSION, type CadenceMcpOptions } from './server';
export { createCadenceApi, CadenceApiError, type CadenceApi, type CadenceApiOptions } from './api';
export { TOOLS, postOutcome, type CadenceTool } from './tools';

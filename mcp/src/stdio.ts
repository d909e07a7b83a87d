import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createCadenceMcpServer } from './server';

/** `cadence-mcp`: the MCP server over stdio, for desktop agents. Reads CADENCE_URL and CADENCE_API_KEY. */
async function main(): Promise<void> {
  const baseUrl = process.env.CADENCE_URL;
  const apiKey = process.env.CADENCE_API_KEY;
  if (!baseUrl || !apiKey) {
    process.stderr.write('cadence-mcp needs CADENCE_URL (your Cadence address) and CADENCE_API_KEY (a key from Settings › API keys)\n');
    process.exit(2);
  }
  const server = createCadenceMcpServer({ baseUrl, apiKey });
  await server.connect(new StdioServerTransport());
}

main().catch((error: unknown) => {
  process.stderr.write(`cadence-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

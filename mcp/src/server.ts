import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CadenceApiError, createCadenceApi, type CadenceApiOptions } from './api';
import { TOOLS, ToolInputError } from './tools';

export const MCP_SERVER_NAME = 'cadence';
export const MCP_SERVER_VERSION = '0.1.0';

export interface CadenceMcpOptions extends CadenceApiOptions {
  /** Fetches a media URL named by an agent; the global fetch unless given. */
  fetchMedia?: typeof fetch;
}

function errorResult(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/** The server's message, with its field errors when it named some. */
function describe(error: CadenceApiError): string {
  const fields = error.fields.filter((field) => !error.message.includes(field.message)).map((field) => `${field.field}: ${field.message}`);
  return fields.length > 0 ? `${error.message} (${fields.join('; ')})` : error.message;
}

/**
 * Cadence's MCP server: its tools call the platform's HTTP API with the caller's API key, so
 * the key's scopes, accounts and approval rule apply to whatever an agent does. Tool input
 * schemas are the contracts' JSON Schemas (low-level `Server`: the high-level one takes Zod).
 */
export function createCadenceMcpServer(options: CadenceMcpOptions): Server {
  const api = createCadenceApi(options);
  const fetchMedia = options.fetchMedia ?? fetch;
  const server = new Server(
    { name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION, title: 'Cadence' },
    {
      capabilities: { tools: {} },
      instructions:
        "Cadence schedules social media posts. What you write with this key waits for a person's approval in Cadence unless its owner allowed direct scheduling; create_draft says which happened. Find account ids with list_accounts first.",
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      annotations: { title: tool.title, readOnlyHint: tool.readOnly, destructiveHint: false, openWorldHint: false },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = TOOLS.find((candidate) => candidate.name === request.params.name);
    if (!tool) return errorResult(`No tool named ${request.params.name}`);
    try {
      const answer = await tool.run(request.params.arguments ?? {}, { api, fetchMedia });
      return { content: [{ type: 'text', text: answer.text }], structuredContent: { result: answer.data } };
    } catch (error) {
      if (error instanceof CadenceApiError) return errorResult(describe(error));
      if (error instanceof ToolInputError) return errorResult(error.message);
      throw error;
    }
  });
  return server;
}

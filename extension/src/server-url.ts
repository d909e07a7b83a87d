import { endpointPath, type Endpoint } from '@cadence/contracts';

/**
 * The extension talks to the server its user configured. Accepts what people type
 * ("cadence.example.com", "http://localhost:3000/") and gives the origin the API lives under.
 */
export function normaliseServerUrl(input: string): string {
  const trimmed = input.trim();
  if (!trimmed) throw new Error('Enter the address of your Cadence server');
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const url = new URL(withScheme);
  return url.origin;
}

/** The full URL of a contract endpoint on a server. */
export function endpointUrl(server: string, endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return `${normaliseServerUrl(server)}${endpointPath(endpoint.path, params)}`;
}

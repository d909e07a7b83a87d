/** A GET with a time limit, returning status, content type and body text. */
export async function get(url: string, headers: Record<string, string> = {}, timeoutMs = 10_000): Promise<{ status: number; contentType: string; body: string }> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
}

/** A JSON POST with a time limit. */
export async function postJson(url: string, body: unknown, timeoutMs = 30_000): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const TIMESTAMP = /"timestamp":"[^"]*"/g;

/**
 * Checks that two servers answer the same bytes for the same request (the envelope's
 * timestamp aside): a comparison of a server with a baseline is only fair if they do the same
 * job. Returns null when they match, a description of the difference otherwise.
 */
export async function compareAnswers(a: { label: string; url: string }, b: { label: string; url: string }, headers: Record<string, string> = {}): Promise<string | null> {
  const [first, second] = await Promise.all([get(a.url, headers), get(b.url, headers)]);
  const problems: string[] = [];
  if (first.status !== second.status) problems.push(`status ${first.status} (${a.label}) vs ${second.status} (${b.label})`);
  if (first.contentType !== second.contentType) problems.push(`content-type "${first.contentType}" vs "${second.contentType}"`);
  const left = first.body.replace(TIMESTAMP, '"timestamp":"…"');
  const right = second.body.replace(TIMESTAMP, '"timestamp":"…"');
  if (left !== right) problems.push(`bodies differ:\n  ${a.label}: ${left.slice(0, 400)}\n  ${b.label}: ${right.slice(0, 400)}`);
  return problems.length > 0 ? problems.join('; ') : null;
}

/** Something the operator needs once the process is up, such as the first administrator's one-time setup link. */
export interface StartNotice {
  text: string;
  /** A path on this server, shown as a full link under the text. */
  path?: string;
}

/** Lines in a box of their own, so they stand out after the logs. */
export function boxed(lines: readonly string[]): string {
  const width = Math.max(0, ...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`, '', ''].join('\n');
}

/** The start box: what the process announces, then each notice with its link on `baseUrl`. */
export function startBox(baseUrl: string, lines: readonly string[], given: readonly StartNotice[] = []): string {
  const extra = given.flatMap((notice) => ['', notice.text, ...(notice.path ? [`${baseUrl.replace(/\/$/, '')}${notice.path}`] : [])]);
  return boxed([...lines, ...extra]);
}

import { NETWORK_RULES, validateContent, type AccountType, type MediaFacts, type ValidationIssue } from '@cadence/contracts';
import { contentFor, type AccountRef, type ComposerState } from './compose-state';

/** The codes of validateContent whose messages the composer translates. */
export const ISSUE_CODES = [
  'text.required',
  'text.tooLong',
  'text.tooManyBytes',
  'thread.notAllowed',
  'media.required',
  'media.kindNotAllowed',
  'media.type',
  'media.tooLarge',
  'media.aspect',
  'media.tooLong',
  'media.tooShort',
  'media.tooMany',
  'media.mixed',
  'media.tooManyVideos',
  'media.tooManyGifs',
  'firstComment.notAllowed',
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

export function isKnownIssue(code: string): code is IssueCode {
  return (ISSUE_CODES as readonly string[]).includes(code);
}

/** Every network's problems with the post as it stands (empty lists for networks that are fine). */
export function issuesByNetwork(state: ComposerState, networks: readonly AccountType[], media: ReadonlyMap<number, MediaFacts>): Map<AccountType, ValidationIssue[]> {
  const result = new Map<AccountType, ValidationIssue[]>();
  for (const type of networks) {
    const content = contentFor(state, type, media);
    // The first comment is offered only where the network has one; elsewhere it is not sent.
    const { firstComment, ...rest } = content;
    result.set(type, validateContent(type, NETWORK_RULES[type].firstComment && firstComment !== undefined ? { ...rest, firstComment } : rest));
  }
  return result;
}

/** The fields of one network that have a problem (to highlight them). */
export function fieldsInError(issues: readonly ValidationIssue[]): Set<ValidationIssue['field']> {
  return new Set(issues.map((issue) => issue.field));
}

/** The server's field errors (`targets.<accountId>.<field>`) grouped by account. */
export function serverErrorsByAccount(fieldErrors: Record<string, string>, accounts: readonly (AccountRef & { name: string })[]): { account: AccountRef & { name: string }; field: string; message: string }[] {
  const result: { account: AccountRef & { name: string }; field: string; message: string }[] = [];
  for (const [field, message] of Object.entries(fieldErrors)) {
    const match = /^targets\.(\d+)\.?(.*)$/.exec(field);
    if (!match) continue;
    const account = accounts.find((candidate) => candidate.id === Number(match[1]));
    if (account) result.push({ account, field: match[2] ?? '', message });
  }
  return result;
}

import Type from 'typebox';
import {
  AccountListQuery,
  CreatePostBody,
  GroupListQuery,
  Id,
  IsoDate,
  PostListQuery,
  createPost,
  listAccounts,
  listGroups,
  listPosts,
  uploadMedia,
  type Group,
  type MediaUploadResult,
  type Post,
  type SocialAccount,
} from '@cadence/contracts';
import type { CadenceApi, Paged } from './api';
import { toolSchema, type ToolInputSchema } from './schemas';

/** What a tool answers: text for the agent, and the same as structured content. */
export interface ToolAnswer {
  text: string;
  data: unknown;
}

export interface ToolContext {
  api: CadenceApi;
  /** Fetches a media URL an agent names (the gateway's is the outbound guard; stdio uses the global fetch). */
  fetchMedia: typeof fetch;
}

export interface CadenceTool {
  name: string;
  title: string;
  description: string;
  inputSchema: ToolInputSchema;
  readOnly: boolean;
  run(args: Record<string, unknown>, context: ToolContext): Promise<ToolAnswer>;
}

/** A problem with a tool's arguments, told to the agent as a tool error. */
export class ToolInputError extends Error {
  override readonly name = 'ToolInputError';
}

/** Uploads beyond this are refused before they are read (the platform has its own, lower, limits). */
const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

const pageNote = (page: Paged<unknown>) => (page.pages > 1 ? ` (page ${page.page + 1} of ${page.pages}; ask for page ${page.page + 1} for more)` : '');

function accountLine(account: SocialAccount): string {
  return `- ${account.id}: ${account.name}${account.username ? ` (@${account.username})` : ''} on ${account.type}, ${account.status}`;
}

function postLine(post: Post): string {
  const when = post.scheduledAt ?? 'no date';
  const accounts = post.targets.map((target) => target.accountId).join(', ') || 'no account';
  const first = post.text.split('\n')[0] ?? '';
  return `- ${post.id} [${post.status}] ${when} → accounts ${accounts}: ${first.length > 80 ? `${first.slice(0, 79)}…` : first}`;
}

/** What became of a post the agent wrote, in plain words. */
export function postOutcome(post: Post): string {
  if (post.status === 'not_approved') {
    return `Post ${post.id} waits for a person's approval (status not_approved): it will not be published until someone approves it in Cadence${post.scheduledAt ? `; then it goes out at ${post.scheduledAt}` : ''}.`;
  }
  if (post.status === 'scheduled') return `Post ${post.id} is scheduled for ${post.scheduledAt ?? 'now'}.`;
  if (post.status === 'draft') return `Post ${post.id} is saved as a draft.`;
  return `Post ${post.id} is ${post.status}.`;
}

async function mediaBytes(args: Record<string, unknown>, context: ToolContext): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: string; name: string }> {
  const { url, base64 } = args as { url?: string; base64?: string };
  const filename = typeof args.filename === 'string' && args.filename ? args.filename : null;
  const contentType = typeof args.contentType === 'string' && args.contentType ? args.contentType : null;
  if ((url === undefined) === (base64 === undefined)) throw new ToolInputError('Give either url or base64 (one of them)');
  if (base64 !== undefined) {
    const bytes = new Uint8Array(Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64'));
    if (bytes.length === 0) throw new ToolInputError('base64: no bytes');
    return { bytes, type: contentType ?? 'application/octet-stream', name: filename ?? 'upload' };
  }
  let address: URL;
  try {
    address = new URL(url as string);
  } catch {
    throw new ToolInputError('url: not an address');
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') throw new ToolInputError('url: only http and https addresses');
  let response: Response;
  try {
    response = await context.fetchMedia(address);
  } catch (error) {
    throw new ToolInputError(`url: could not be read (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!response.ok) throw new ToolInputError(`url: the server answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_UPLOAD_BYTES) throw new ToolInputError('url: the file is too large');
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ToolInputError('url: the file is too large');
  const last = decodeURIComponent(address.pathname.split('/').filter(Boolean).pop() ?? '');
  return { bytes, type: contentType ?? response.headers.get('content-type')?.split(';')[0]?.trim() ?? 'application/octet-stream', name: filename ?? (last || 'upload') };
}

const calendarQuery = toolSchema(PostListQuery, {
  require: ['from', 'to'],
  description: {
    from: 'Start of the range, an ISO 8601 instant (posts due from then)',
    to: 'End of the range, an ISO 8601 instant',
  },
});

export const TOOLS: readonly CadenceTool[] = [
  {
    name: 'list_accounts',
    title: 'List accounts',
    description: 'The social accounts this key may post to (id, name, network, status). Use their ids in create_draft.',
    inputSchema: toolSchema(AccountListQuery),
    readOnly: true,
    async run(args, { api }) {
      const page = await api.call<Paged<SocialAccount>>(listAccounts, { query: args });
      return { text: page.data.length === 0 ? 'No connected accounts.' : `${page.total} account(s)${pageNote(page)}:\n${page.data.map(accountLine).join('\n')}`, data: page };
    },
  },
  {
    name: 'list_groups',
    title: 'List groups',
    description: 'Groups of accounts in the workspace (id, name, account ids). A key limited to accounts cannot use groups.',
    inputSchema: toolSchema(GroupListQuery),
    readOnly: true,
    async run(args, { api }) {
      const page = await api.call<Paged<Group>>(listGroups, { query: args });
      const lines = page.data.map((group) => `- ${group.id}: ${group.name} (accounts ${group.accountIds.join(', ') || 'none'})`);
      return { text: page.data.length === 0 ? 'No groups.' : `${page.total} group(s)${pageNote(page)}:\n${lines.join('\n')}`, data: page };
    },
  },
  {
    name: 'read_calendar',
    title: 'Read the calendar',
    description: 'Posts due between from and to (ISO 8601 instants), with their status (draft, scheduled, not_approved, posted, failed) and accounts.',
    inputSchema: calendarQuery,
    readOnly: true,
    async run(args, { api }) {
      const page = await api.call<Paged<Post>>(listPosts, { query: { orderBy: 'scheduledAt', limit: 100, ...args } });
      return { text: page.data.length === 0 ? 'No posts in this range.' : `${page.total} post(s)${pageNote(page)}:\n${page.data.map(postLine).join('\n')}`, data: page };
    },
  },
  {
    name: 'list_pending_approvals',
    title: 'List posts waiting for approval',
    description: 'Posts that wait for a person to approve them in Cadence (status not_approved), including those this key wrote.',
    inputSchema: toolSchema(PostListQuery, { omit: ['status'] }),
    readOnly: true,
    async run(args, { api }) {
      const page = await api.call<Paged<Post>>(listPosts, { query: { limit: 100, ...args, status: 'not_approved' } });
      return { text: page.data.length === 0 ? 'Nothing waits for approval.' : `${page.total} post(s) wait for approval${pageNote(page)}:\n${page.data.map(postLine).join('\n')}`, data: page };
    },
  },
  {
    name: 'upload_media',
    title: 'Upload media',
    description: 'Adds an image or a video to the media library, from a URL or from base64 bytes; answers its id for create_draft (mediaIds).',
    inputSchema: toolSchema(Type.Object({}), {
      extra: {
        url: Type.String({ format: 'uri', maxLength: 2000, description: 'An http(s) address of the file' }),
        base64: Type.String({ description: 'The file, base64 encoded (a data: URL prefix is accepted)' }),
        filename: Type.String({ minLength: 1, maxLength: 200, description: 'The name it gets in the library' }),
        contentType: Type.String({ maxLength: 100, description: 'Its media type, e.g. image/png (read from the answer of url when absent)' }),
        folderId: Id,
      },
    }),
    readOnly: false,
    async run(args, context) {
      const file = await mediaBytes(args, context);
      const form = new FormData();
      form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
      const query = typeof args.folderId === 'number' ? { folderId: args.folderId } : undefined;
      const result = await context.api.call<MediaUploadResult>(uploadMedia, { form, ...(query ? { query } : {}) });
      const item = result.item;
      return { text: `${result.duplicate ? 'Already in the library' : 'Uploaded'}: media ${item.id} (${item.kind}, ${item.mimeType}, ${item.sizeBytes} bytes). Use mediaIds: [${item.id}] in create_draft.`, data: result };
    },
  },
  {
    name: 'create_draft',
    title: 'Create a draft',
    description:
      "Writes a post for accounts (accountIds) or groups (groupIds). Without scheduledAt it is saved as a draft; with scheduledAt it is scheduled, and waits for a person's approval in Cadence unless the key's owner allowed direct scheduling. The answer says which.",
    inputSchema: toolSchema(CreatePostBody, {
      omit: ['mode'],
      extra: { scheduledAt: { ...IsoDate, description: 'When to publish, an ISO 8601 instant in the future; omit to save a draft' } as typeof IsoDate },
    }),
    readOnly: false,
    async run(args, { api }) {
      const body = { ...args, mode: typeof args.scheduledAt === 'string' ? 'schedule' : 'draft' };
      const post = await api.call<Post>(createPost, { body });
      return { text: postOutcome(post), data: post };
    },
  },
];

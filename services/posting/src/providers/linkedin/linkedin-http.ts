import type { TokenSet } from '../provider';
import type { NetworkErrors } from '../shared/http';

/** The Posts API version this adapter is written against (LinkedIn-Version header, YYYYMM). */
export const LINKEDIN_VERSION = '202505';

type LinkedinError = { message?: string; serviceErrorCode?: number; code?: string; error?: string; error_description?: string };

/** LinkedIn errors: `{ status, serviceErrorCode, code, message }`; 65601 / REVOKED_ACCESS_TOKEN is a revoked grant. */
export const linkedinErrors: NetworkErrors = {
  message: (body, status) => {
    const error = (typeof body === 'object' && body !== null ? body : {}) as LinkedinError;
    return error.message ?? error.error_description ?? error.error ?? `LinkedIn answered ${status}.`;
  },
  revoked: (status, body) => {
    const error = (body ?? {}) as LinkedinError;
    return status === 401 && (error.serviceErrorCode === 65601 || error.code === 'REVOKED_ACCESS_TOKEN');
  },
  // LinkedIn's throttles are daily and reset at midnight UTC; it sends no reset header.
  retryAt: (headers, now) => {
    if (headers.get('retry-after')) return undefined;
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  },
};

/** The headers every versioned (`/rest/`) call carries. */
export const linkedinHeaders = (tokens: TokenSet) => ({
  authorization: `Bearer ${tokens.accessToken}`,
  'linkedin-version': LINKEDIN_VERSION,
  'x-restli-protocol-version': '2.0.0',
});

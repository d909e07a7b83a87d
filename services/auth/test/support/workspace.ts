import type { Invitation, SessionResponse } from '@cadence/contracts';
import { tokenIn, type AuthHarness } from './platform';

/** Invites an address and returns the invitation with the token from its mail. */
export async function invite(h: AuthHarness, owner: SessionResponse, email: string, body: Record<string, unknown> = {}): Promise<{ invitation: Invitation; token: string }> {
  const res = await h.request('POST', '/api/team/invitations', { token: owner.access_token, body: { email, role: 'editor', ...body } });
  if (res.statusCode !== 201) throw new Error(`invite ${email}: ${res.statusCode} ${res.body}`);
  return { invitation: res.json().data as Invitation, token: tokenIn((await h.lastMail(email, 'invitation'))?.text) };
}

/** A new account joins through an invitation; returns its session in the inviting workspace. */
export async function joinAsNew(h: AuthHarness, owner: SessionResponse, email: string, body: Record<string, unknown> = {}): Promise<SessionResponse> {
  const { token } = await invite(h, owner, email, body);
  const res = await h.request('POST', '/api/team/invitations/accept', { body: { token, name: email.split('@')[0], password: 'member password' } });
  if (res.statusCode !== 200) throw new Error(`accept ${email}: ${res.statusCode} ${res.body}`);
  return res.json().data as SessionResponse;
}

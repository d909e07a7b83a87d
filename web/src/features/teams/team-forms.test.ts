import { describe, expect, it } from 'vitest';
import { validateBody } from '../../components/form/validation';
import { CreateInvitationBody, CreateTeamBody, EMPTY_INVITATION, EMPTY_TEAM, NO_TEAM, completeTeam, invitationBody, teamBody } from './team-forms';

describe('team form', () => {
  it('needs a name and a team size between 1 and 1000 (SPEC §5)', () => {
    expect(validateBody(CreateTeamBody, teamBody({ ...EMPTY_TEAM, max_members: '' }))).toEqual({ name: { kind: 'required' }, max_members: { kind: 'required' } });
    expect(validateBody(CreateTeamBody, teamBody({ ...EMPTY_TEAM, name: 'Social', max_members: '0' }))).toEqual({ max_members: { kind: 'minimum', limit: 1 } });
    expect(validateBody(CreateTeamBody, teamBody({ ...EMPTY_TEAM, name: 'Social', max_members: '1001' }))).toEqual({ max_members: { kind: 'maximum', limit: 1000 } });
    expect(validateBody(CreateTeamBody, teamBody({ ...EMPTY_TEAM, name: 'Social', max_members: '2.5' }))).toEqual({ max_members: { kind: 'invalid' } });
  });

  it('sends a blank description as null and a complete body once valid', () => {
    const draft = teamBody({ name: ' Social ', description: '  ', max_members: '12', is_active: false });
    expect(completeTeam(draft)).toEqual({ name: 'Social', description: null, max_members: 12, is_active: false });
    expect(completeTeam(teamBody({ ...EMPTY_TEAM, max_members: '' }))).toBeNull();
  });
});

describe('invitation form', () => {
  it('sends the team only when one is chosen', () => {
    expect(invitationBody({ email: ' sam@example.com ', role: 'viewer', teamId: NO_TEAM })).toEqual({ email: 'sam@example.com', role: 'viewer' });
    expect(invitationBody({ email: 'sam@example.com', role: 'admin', teamId: '7' })).toEqual({ email: 'sam@example.com', role: 'admin', teamId: 7 });
    expect(validateBody(CreateInvitationBody, invitationBody(EMPTY_INVITATION))).toEqual({ email: { kind: 'required' } });
  });
});

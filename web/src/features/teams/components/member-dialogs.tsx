import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_WORKSPACE_ROLES, removeMember, updateMember, type Member } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField } from '../../../components/form/fields';
import { MultiSelectField } from '../../../components/form/multi-select-field';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { TEAMS_KEY, teamOptionsQuery } from '../queries';
import { isLimitError, type InviteRole } from '../team-forms';
import { LimitAlert } from './limit-alert';
import { FormAlert } from '../../../components/form/form-alert';
import { describeError } from '../../../lib/errors';

/** Changes a member's workspace role and teams. */
export function EditMemberDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const { t: tc } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const teams = useQuery({ ...teamOptionsQuery(), enabled: member !== null });
  const formRef = useRef<HTMLFormElement>(null);
  const [role, setRole] = useState<InviteRole>('editor');
  const [teamIds, setTeamIds] = useState<number[]>([]);
  useEffect(() => {
    if (member) {
      setRole(member.role === 'owner' ? 'admin' : member.role);
      setTeamIds(member.teams.map((team) => team.id));
    }
  }, [member]);

  const mutation = useMutation({
    mutationFn: (target: Member) => call(updateMember, { params: { userId: target.userId }, body: { role, teamIds } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
      snackbar.show(t('members.edit.done', { name: response.data.name }), { tone: 'success' });
      onClose();
    },
  });
  const close = () => {
    mutation.reset();
    onClose();
  };

  return (
    <FormDialog
      open={member !== null}
      onOpenChange={(open) => !open && close()}
      title={t('members.edit.title', { name: member?.name })}
      description={t('members.edit.description')}
      form={{ formRef, alert: null }}
      pending={mutation.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        if (member && !mutation.isPending) mutation.mutate(member);
      }}
      submitLabel={tf('save')}
      pendingLabel={tf('saving')}
    >
      {mutation.isError &&
        (isLimitError(mutation.error) ? <LimitAlert error={mutation.error} /> : <FormAlert alert={{ message: describeError(tc, mutation.error), details: [] }} />)}
      <SelectField
        id="role"
        label={t('fields.role')}
        value={role}
        onValueChange={setRole}
        options={ASSIGNABLE_WORKSPACE_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
        hint={t(`roleHints.${role}`)}
      />
      <MultiSelectField
        id="teamIds"
        label={t('fields.teams')}
        value={teamIds}
        onValueChange={setTeamIds}
        options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name, description: t('teams.size', { count: team.member_count, max: team.max_members }) }))}
        loading={teams.isPending}
        placeholder={t('fields.teamsPlaceholder')}
        searchPlaceholder={t('fields.teamsSearch')}
        emptyText={t('fields.teamsEmpty')}
        hint={t('fields.teamsHint')}
      />
    </FormDialog>
  );
}

/** Removes a member from the workspace after asking. */
export function RemoveMemberDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: Member) => call(removeMember, { params: { userId: target.userId } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
      snackbar.show(t('members.remove.done', { name: response.data.name }), { tone: 'success' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('members.remove.title', { name: member?.name })}
      description={t('members.remove.body')}
      confirmLabel={t('members.remove.confirm')}
      pendingLabel={t('members.remove.pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => member && mutation.mutate(member)}
    />
  );
}

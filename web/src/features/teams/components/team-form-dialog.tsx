import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createTeam, updateTeam, type Team } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { TextField } from '../../../components/form-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { SwitchField, TextareaField } from '../../../components/form/fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { TEAMS_KEY } from '../queries';
import { CreateTeamBody, EMPTY_TEAM, TEAM_FORM_FIELDS, completeTeam, teamBody, teamFormValues, type TeamDraft, type TeamFormValues } from '../team-forms';
import { LimitAlert } from './limit-alert';
import { isLimitError } from '../team-forms';

/** Creates a team (`team` null) or edits one. */
export function TeamFormDialog({ open, team, onClose }: { open: boolean; team: Team | null; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const { t: tf } = useTranslation('forms');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const form = useSchemaForm<TeamFormValues, TeamDraft>({ fields: TEAM_FORM_FIELDS, initial: EMPTY_TEAM, schema: CreateTeamBody, toBody: teamBody });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(team ? teamFormValues(team) : EMPTY_TEAM);
  }, [open, reset, team]);

  const mutation = useMutation({
    mutationFn: (body: CreateTeamBody) => (team ? call(updateTeam, { params: { id: team.id }, body }) : call(createTeam, { body })),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
      snackbar.show(t(team ? 'teams.edit.done' : 'teams.create.done', { name: response.data.name }), { tone: 'success' });
      onClose();
    },
    onError: (error) => {
      if (!isLimitError(error)) form.showServerError(error);
    },
  });
  const mode = team ? 'edit' : 'create';

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          mutation.reset();
          onClose();
        }
      }}
      title={team ? t('teams.edit.title', { name: team.name }) : t('teams.create.title')}
      description={t(`teams.${mode}.description`)}
      form={form}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((draft) => {
        const body = completeTeam(draft);
        if (body && !mutation.isPending) mutation.mutate(body);
      })}
      submitLabel={t(`teams.${mode}.submit`)}
      pendingLabel={tf('saving')}
    >
      {mutation.isError && isLimitError(mutation.error) && <LimitAlert error={mutation.error} />}
      <TextField {...form.text('name', t('fields.name'))} autoComplete="off" required autoFocus />
      <TextareaField {...form.text('description', t('fields.description'))} labelNote={tf('optional')} rows={3} />
      <TextField
        {...form.text('max_members', t('fields.maxMembers'))}
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        step={1}
        hint={team ? t('fields.maxMembersHintEdit', { count: team.member_count }) : t('fields.maxMembersHint')}
        required
        className="sm:max-w-48"
      />
      <SwitchField
        id="is_active"
        label={t('fields.isActive')}
        hint={form.values.is_active ? t('fields.activeHint') : t('fields.inactiveHint')}
        checked={form.values.is_active}
        onCheckedChange={(checked) => form.set('is_active', checked)}
        error={form.errorFor('is_active')}
      />
    </FormDialog>
  );
}

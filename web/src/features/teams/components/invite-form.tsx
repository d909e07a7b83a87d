import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MailPlusIcon } from 'lucide-react';
import { ASSIGNABLE_WORKSPACE_ROLES, INVITATION_TTL_DAYS, createInvitation, type CreateInvitationBody as CreateInvitationBodyType } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { EmailField } from '../../../components/form-field';
import { SelectField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/form-alert';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { TEAMS_KEY, teamOptionsQuery } from '../queries';
import { CreateInvitationBody, EMPTY_INVITATION, INVITATION_FORM_FIELDS, NO_TEAM, invitationBody, isLimitError, type InvitationFormValues } from '../team-forms';
import { LimitAlert } from './limit-alert';

/** Invite by e-mail with a role and, optionally, a team. The mail carries a link valid 7 days. */
export function InviteForm() {
  const { t } = useTranslation('teams');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const teams = useQuery(teamOptionsQuery());
  const form = useSchemaForm<InvitationFormValues, CreateInvitationBodyType>({
    fields: INVITATION_FORM_FIELDS,
    initial: EMPTY_INVITATION,
    schema: CreateInvitationBody,
    toBody: invitationBody,
  });
  const mutation = useMutation({
    mutationFn: (body: CreateInvitationBodyType) => call(createInvitation, { body }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
      snackbar.show(t('invitations.sent', { email: response.data.email }), { tone: 'success' });
      form.reset({ ...EMPTY_INVITATION, role: form.values.role, teamId: form.values.teamId });
    },
    onError: (error) => {
      if (!isLimitError(error)) form.showServerError(error);
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle id="invite-title">{t('invitations.formTitle')}</CardTitle>
        <CardDescription>{t('invitations.formDescription', { count: INVITATION_TTL_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={form.formRef}
          noValidate
          aria-labelledby="invite-title"
          className="grid gap-4"
          onSubmit={form.handleSubmit((body) => !mutation.isPending && mutation.mutate(body))}
        >
          {mutation.isError && isLimitError(mutation.error) && <LimitAlert error={mutation.error} />}
          <FormAlert alert={form.alert} />
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
            <EmailField {...form.text('email', t('fields.email'))} placeholder={t('fields.emailPlaceholder')} />
            <SelectField
              id="role"
              label={t('fields.role')}
              value={form.values.role}
              onValueChange={(value) => form.set('role', value)}
              options={ASSIGNABLE_WORKSPACE_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
              error={form.errorFor('role')}
            />
            <SelectField
              id="teamId"
              label={t('fields.team')}
              value={form.values.teamId || NO_TEAM}
              onValueChange={(value) => form.set('teamId', value)}
              options={[{ value: NO_TEAM, label: t('fields.noTeam') }, ...(teams.data ?? []).map((team) => ({ value: String(team.id), label: team.name }))]}
              error={form.errorFor('teamId')}
            />
            <Button type="submit" className="lg:mt-[1.375rem]" aria-disabled={mutation.isPending || undefined} aria-busy={mutation.isPending || undefined}>
              {mutation.isPending ? <Spinner /> : <MailPlusIcon />}
              {mutation.isPending ? t('invitations.sending') : t('invitations.send')}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{t(`roleHints.${form.values.role}`)}</p>
        </form>
      </CardContent>
    </Card>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from 'lucide-react';
import { createUser, type CreateUserBody as CreateUserBodyType } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { FormAlert } from '../../../components/form/form-alert';
import { PageHeader } from '../../../components/page-header';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { USERS_KEY } from '../queries';
import { CreateUserBody, EMPTY_USER, USER_FORM_FIELDS, createUserBody, type UserFormValues } from '../user-form';
import { UserFormFields } from './user-form-fields';

/** /user/add: a client account with its workspace, created by staff. */
export function UserAddPage() {
  const { t } = useTranslation('users');
  const { t: tf } = useTranslation('forms');
  useDocumentTitle(t('create.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const form = useSchemaForm<UserFormValues, CreateUserBodyType>({ fields: USER_FORM_FIELDS, initial: EMPTY_USER, schema: CreateUserBody, toBody: createUserBody });

  const mutation = useMutation({
    mutationFn: (body: CreateUserBodyType) => call(createUser, { body }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      snackbar.show(t('create.done', { name: response.data.name }), { tone: 'success' });
      void navigate({ to: '/user/all' });
    },
    onError: form.showServerError,
  });

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <Button asChild variant="ghost" className="w-fit">
        <Link to="/user/all">
          <ArrowLeftIcon className="rtl:rotate-180" />
          {t('backToList')}
        </Link>
      </Button>
      <PageHeader eyebrow={t('eyebrow')} title={t('create.title')} description={t('create.description')} />
      <Card>
        <CardContent>
          <form
            ref={form.formRef}
            noValidate
            className="grid gap-6"
            aria-label={t('create.title')}
            onSubmit={form.handleSubmit((body) => !mutation.isPending && mutation.mutate(body))}
          >
            <FormAlert alert={form.alert} />
            <UserFormFields form={form} mode="create" />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button asChild variant="outline">
                <Link to="/user/all">{tf('cancel')}</Link>
              </Button>
              <Button type="submit" aria-disabled={mutation.isPending || undefined} aria-busy={mutation.isPending || undefined}>
                {mutation.isPending && <Spinner />}
                {mutation.isPending ? t('create.pending') : t('create.submit')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

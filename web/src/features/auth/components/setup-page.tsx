import type { ReactNode } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KeyRoundIcon, RotateCwIcon, ServerCrashIcon, ShieldCheckIcon } from 'lucide-react';
import { SetupBody, completeSetup } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmailField, PasswordField, TextField } from '../../../components/form-field';
import { useStartSession } from '../../session/use-session';
import { useValidatedForm } from '../use-validated-form';
import { setupBody } from '../bodies';
import { setupStatusQuery } from '../queries';
import { AuthForm } from './auth-form';

const FIELDS_WITH_TOKEN = ['token', 'name', 'email', 'password'] as const;
const FIELDS_FROM_LINK = ['name', 'email', 'password'] as const;

/** /setup?token=…: the one-time page that creates the first administrator. */
export function SetupPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.setup.documentTitle'));
  const status = useQuery(setupStatusQuery());

  if (status.isPending) return <SetupSkeleton />;
  if (status.isError) {
    return (
      <StatusPanel
        icon={<ServerCrashIcon className="size-6" aria-hidden="true" />}
        title={t('auth.setup.statusErrorTitle')}
        body={describeError(t, status.error)}
        tone="destructive"
        action={
          <Button variant="outline" onClick={() => void status.refetch()} aria-busy={status.isFetching || undefined}>
            <RotateCwIcon className={status.isFetching ? 'animate-spin' : undefined} />
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!status.data.needsSetup) {
    return (
      <StatusPanel
        icon={<ShieldCheckIcon className="size-6" aria-hidden="true" />}
        title={t('auth.setup.doneTitle')}
        body={t('auth.setup.doneBody')}
        tone="default"
        action={
          <Button asChild>
            <Link to="/login">{t('auth.setup.goToLogin')}</Link>
          </Button>
        }
      />
    );
  }
  return <SetupForm />;
}

function SetupForm() {
  const { t } = useTranslation();
  const { token } = useSearch({ from: '/setup' });
  const queryClient = useQueryClient();
  const startSession = useStartSession();
  const form = useValidatedForm({
    fields: token ? FIELDS_FROM_LINK : FIELDS_WITH_TOKEN,
    initial: { token: token ?? '', name: '', email: '', password: '' },
    schema: SetupBody,
    toBody: setupBody,
  });

  const mutation = useMutation({
    mutationFn: (body: SetupBody) => call(completeSetup, { body }),
    onSuccess: (response) => {
      queryClient.setQueryData(setupStatusQuery().queryKey, { needsSetup: false });
      startSession(response.data);
    },
    onError: form.showServerError,
  });

  return (
    <AuthForm
      title={t('auth.setup.title')}
      description={t('auth.setup.subtitle')}
      form={form}
      pending={mutation.isPending}
      onSubmit={mutation.mutate}
      submitLabel={t('auth.setup.submit')}
      pendingLabel={t('auth.setup.submitting')}
    >
      {token ? (
        <p className="flex items-center gap-2 rounded-md border border-dashed px-3 py-2.5 text-sm text-muted-foreground">
          <KeyRoundIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {t('auth.setup.tokenFromLink')}
        </p>
      ) : (
        <TextField
          {...form.field('token', t('auth.fields.setupToken'))}
          hint={t('auth.fields.setupTokenHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
        />
      )}
      <TextField {...form.field('name', t('auth.fields.adminName'))} autoComplete="name" required autoFocus={Boolean(token)} />
      <EmailField {...form.field('email', t('auth.fields.email'))} />
      <PasswordField
        {...form.field('password', t('auth.fields.password'))}
        hint={t('auth.fields.passwordHint', { count: 8 })}
        autoComplete="new-password"
        required
      />
    </AuthForm>
  );
}

function StatusPanel({
  icon,
  title,
  body,
  action,
  tone,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action: ReactNode;
  tone: 'default' | 'destructive';
}) {
  return (
    <div className="grid justify-items-start gap-5" role={tone === 'destructive' ? 'alert' : undefined}>
      <span
        className={
          tone === 'destructive'
            ? 'flex size-12 items-center justify-center rounded-xl bg-destructive/10 text-destructive'
            : 'flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground'
        }
      >
        {icon}
      </span>
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{body}</p>
      </div>
      {action}
    </div>
  );
}

function SetupSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5" role="status" aria-label={t('common.loading')}>
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="mb-3 h-5 w-full" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton className="mt-2 h-11 w-full" />
    </div>
  );
}

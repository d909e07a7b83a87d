import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlertIcon, SparklesIcon } from 'lucide-react';
import type { AiReadiness } from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import { hasPermission } from '../../session/guards';
import { useRequiredSession } from '../../session/use-session';

/** Whether this person may set the endpoint: staff for the platform's, the workspace's owner for its own. */
function useCanSetEndpoint(): boolean {
  const session = useRequiredSession();
  return hasPermission(session, 'SystemSetting') || (session.user.workspaceRole === 'owner' && hasPermission(session, 'Setting'));
}

/** What an AI screen shows while no endpoint (or no model for its task) is set: where to set one, or whom to ask. */
export function AiNotConfigured({ task = 'generation', readiness = { state: 'none' } }: { task?: 'generation' | 'rewriting'; readiness?: AiReadiness }) {
  const { t } = useTranslation('ai');
  const canSet = useCanSetEndpoint();
  const title = readiness.state === 'no_model' ? t(task === 'generation' ? 'notConfigured.noModelGeneration' : 'notConfigured.noModelRewriting') : t('notConfigured.title');
  return (
    <div role="status" className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center" data-testid="ai-not-configured" data-state={readiness.state}>
      <SparklesIcon className="size-8 text-primary" aria-hidden="true" />
      <p className="font-semibold">{title}</p>
      <p className="max-w-prose text-sm text-muted-foreground">{t(task === 'generation' ? 'notConfigured.bodyGeneration' : 'notConfigured.bodyRewriting')}</p>
      {canSet ? (
        <Button asChild>
          <Link to="/setting/content" hash="ai">
            {t('notConfigured.configure')}
          </Link>
        </Button>
      ) : (
        <p className="text-sm">{t('notConfigured.ask')}</p>
      )}
    </div>
  );
}

/** The endpoint's last check failed: said with its reason where the task is asked for, as Settings says it. */
export function AiCheckFailed({ reason }: { reason: string }) {
  const { t } = useTranslation('ai');
  const canSet = useCanSetEndpoint();
  return (
    <p role="status" className="flex flex-wrap items-start gap-2 rounded-md bg-amber-500/10 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-500/30 ring-inset dark:text-amber-200" data-testid="ai-check-failed">
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">{t('notConfigured.checkFailed', { reason })}</span>
      {canSet ? (
        <Link to="/setting/content" hash="ai" className="font-medium underline underline-offset-4">
          {t('notConfigured.recheck')}
        </Link>
      ) : null}
    </p>
  );
}

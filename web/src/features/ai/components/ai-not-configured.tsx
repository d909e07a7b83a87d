import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SparklesIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { hasPermission } from '../../session/guards';
import { useRequiredSession } from '../../session/use-session';

/** What an AI screen shows while no endpoint is set: where to set one, or whom to ask. */
export function AiNotConfigured({ task = 'generation' }: { task?: 'generation' | 'rewriting' }) {
  const { t } = useTranslation('ai');
  const session = useRequiredSession();
  const canSet = hasPermission(session, 'SystemSetting') || (session.user.workspaceRole === 'owner' && hasPermission(session, 'Setting'));
  return (
    <div role="status" className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center" data-testid="ai-not-configured">
      <SparklesIcon className="size-8 text-primary" aria-hidden="true" />
      <p className="font-semibold">{t('notConfigured.title')}</p>
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

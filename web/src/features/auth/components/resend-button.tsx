import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CircleCheckIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { describeError } from '../../../lib/errors';
import { RESEND_COOLDOWN_SECONDS, useCooldown } from '../use-cooldown';

/**
 * "Send it again", then a wait before the next send. `startCoolingDown` starts the wait at
 * once (the first mail has just gone out).
 */
export function ResendButton({ send, startCoolingDown = false }: { send: () => Promise<unknown>; startCoolingDown?: boolean }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const mutation = useMutation({ mutationFn: send, onSuccess: cooldown.start });
  const { start } = cooldown;
  useEffect(() => {
    if (startCoolingDown) start();
  }, [start, startCoolingDown]);

  const waiting = cooldown.remaining > 0;
  return (
    <div className="grid justify-items-start gap-2">
      <Button
        type="button"
        variant="outline"
        onClick={() => mutation.mutate()}
        aria-disabled={waiting || mutation.isPending || undefined}
        disabled={waiting}
      >
        {mutation.isPending ? <Spinner /> : <RotateCwIcon />}
        {mutation.isPending ? t('resend.sending') : waiting ? t('resend.wait', { count: cooldown.remaining }) : t('resend.action')}
      </Button>
      <p aria-live="polite" className="text-sm">
        {mutation.isSuccess && (
          <span className="flex items-center gap-1.5 text-success">
            <CircleCheckIcon className="size-4" aria-hidden="true" />
            {t('resend.sent')}
          </span>
        )}
        {mutation.isError && <span className="text-destructive">{describeError(tc, mutation.error)}</span>}
      </p>
    </div>
  );
}

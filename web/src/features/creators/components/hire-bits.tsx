import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endHire, type Hire } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { CREATORS_KEY } from '../queries';
import { formatDay, formatMinor } from '../labels';
import { CreatorStatusBadge } from './bits';

/** A hire's dates, "1 May 2027 – 31 May 2027". */
export function HireDates({ hire }: { hire: Pick<Hire, 'starts_on' | 'ends_on'> }) {
  const { t, i18n } = useTranslation('creators');
  return <>{t('hires.dates', { from: formatDay(hire.starts_on, i18n.language), to: formatDay(hire.ends_on, i18n.language) })}</>;
}

/** One hire as a block: who it is with, its status, brief, budget and dates, then its actions. */
export function HireSummary({ hire, side, children }: { hire: Hire; side: 'creator' | 'client'; children?: ReactNode }) {
  const { t, i18n } = useTranslation('creators');
  const counterpart = side === 'creator' ? hire.client.name : hire.creator.display_name;
  return (
    <article className="grid gap-3 rounded-lg border p-4" aria-label={t(side === 'creator' ? 'hires.fromClient' : 'hires.withCreator', { name: counterpart })} data-testid="hire-summary">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">{t(side === 'creator' ? 'hires.fromClient' : 'hires.withCreator', { name: counterpart })}</h3>
        <CreatorStatusBadge status={hire.status} />
      </div>
      <p className="text-sm whitespace-pre-line">{hire.brief}</p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">{t('hires.budget')}</dt>
          <dd className="font-medium">{formatMinor(hire.budget.amount, hire.budget.currency, i18n.language)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">{t('hires.period')}</dt>
          <dd>
            <HireDates hire={hire} />
          </dd>
        </div>
      </dl>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </article>
  );
}

/** Asks before ending an accepted hire: the creator's access to the client's workspace goes with it. */
export function EndHireDialog({ hire, side, onClose }: { hire: Hire | null; side: 'creator' | 'client'; onClose: () => void }) {
  const { t } = useTranslation('creators');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: Hire) => call(endHire, { params: { id: target.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CREATORS_KEY });
      snackbar.show(t('hires.ended'), { tone: 'success' });
      onClose();
    },
  });
  const name = side === 'creator' ? hire?.client.name : hire?.creator.display_name;
  return (
    <ConfirmDialog
      open={hire !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('hires.endTitle', { name })}
      description={t(side === 'creator' ? 'hires.endBodyCreator' : 'hires.endBodyClient', { name })}
      confirmLabel={t('hires.endConfirm')}
      pendingLabel={t('hires.ending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => hire && mutation.mutate(hire)}
    />
  );
}

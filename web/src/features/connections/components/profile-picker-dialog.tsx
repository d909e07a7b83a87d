import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { selectProfiles, type AccountType } from '@cadence/contracts';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { AccountAvatar } from '../../posts/components/network-mark';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { ACCOUNTS_KEY, selectionQuery } from '../queries';

/** After an OAuth sign-in that reaches several pages, organisations or channels: which to connect. */
export function ProfilePickerDialog({ selectionId, type, onClose }: { selectionId: string; type?: AccountType | undefined; onClose: () => void }) {
  const { t } = useTranslation('connections');
  const { t: tc } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const selection = useQuery(selectionQuery(selectionId));
  const [chosen, setChosen] = useState<string[]>([]);
  const [attempted, setAttempted] = useState(false);
  const save = useMutation({
    mutationFn: (externalIds: string[]) => call(selectProfiles, { params: { id: selectionId }, body: { externalIds } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      snackbar.show(t('picker.done', { count: response.data.length }), { tone: 'success' });
      onClose();
    },
  });
  const networkType = selection.data?.type ?? type;
  const toggle = (externalId: string, on: boolean) => setChosen((current) => (on ? [...current, externalId] : current.filter((id) => id !== externalId)));

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent closeLabel={tf('close')}>
        <DialogHeader>
          <DialogTitle>{t('picker.title')}</DialogTitle>
          <DialogDescription>{t('picker.description', { network: networkType ? t(`types.${networkType}`) : '' })}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setAttempted(true);
            if (chosen.length > 0 && !save.isPending) save.mutate(chosen);
          }}
        >
          {selection.isPending && (
            <div className="grid gap-2" aria-busy="true" aria-label={t('picker.loading')}>
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          )}
          {selection.isError && <FormAlert alert={{ message: describeError(tc, selection.error), details: [] }} />}
          {selection.data && (
            <fieldset className="grid gap-2" aria-describedby={attempted && chosen.length === 0 ? 'picker-none' : undefined}>
              <legend className="sr-only">{t('picker.title')}</legend>
              {selection.data.profiles.map((profile) => {
                const id = `profile-${profile.externalId}`;
                return (
                  <label key={profile.externalId} htmlFor={id} className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5">
                    <Checkbox id={id} checked={chosen.includes(profile.externalId)} onCheckedChange={(value) => toggle(profile.externalId, value === true)} />
                    <AccountAvatar type={selection.data.type} name={profile.name} avatarUrl={profile.avatarUrl} />
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate font-medium">{profile.name}</span>
                      {(profile.username || profile.connected) && (
                        <span className="truncate text-xs text-muted-foreground">
                          {profile.username && <span dir="ltr">@{profile.username}</span>}
                          {profile.username && profile.connected && ' · '}
                          {profile.connected && t('picker.already')}
                        </span>
                      )}
                    </span>
                  </label>
                );
              })}
              {attempted && chosen.length === 0 && (
                <p id="picker-none" className="text-sm text-destructive">
                  {t('picker.none')}
                </p>
              )}
            </fieldset>
          )}
          {save.isError && <FormAlert alert={{ message: describeError(tc, save.error), details: [] }} />}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={save.isPending}>
                {tf('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!selection.data} aria-disabled={save.isPending || undefined} aria-busy={save.isPending || undefined}>
              {save.isPending && <Spinner />}
              {save.isPending ? t('picker.pending') : t('picker.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

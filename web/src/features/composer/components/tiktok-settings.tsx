import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getPostingAs, TIKTOK_LIMITS, TIKTOK_PRIVACY_LEVELS, type PostingAs } from '@cadence/contracts';
import { TextField } from '../../../components/form-field';
import { SelectField, SwitchField } from '../../../components/form/fields';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { AccountAvatar } from '../../posts/components/network-mark';
import { withSetting } from '../settings-fields';

const MUSIC_USAGE_URL = 'https://www.tiktok.com/legal/page/global/music-usage-confirmation/en';
const BRANDED_CONTENT_URL = 'https://www.tiktok.com/legal/page/global/bc-policy/en';

/** Who a post to a TikTok account goes out as, read from TikTok when the composer shows it. */
export function postingAsQuery(accountId: number) {
  return {
    queryKey: ['accounts', accountId, 'posting-as'] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => (await call(getPostingAs, { params: { id: accountId }, signal })).data,
    staleTime: 60_000,
    retry: false,
  };
}

type Interaction = 'Comment' | 'Duet' | 'Stitch';
const INTERACTION_KEYS = { Comment: 'tiktok.comment', Duet: 'tiktok.duet', Stitch: 'tiktok.stitch' } as const;

/**
 * TikTok's settings as its content sharing guidelines want the post page to show them: the
 * creator's nickname read from TikTok now, a privacy level chosen from the ones the account
 * offers with no default, interactions off until allowed (and greyed where the creator switched
 * them off), the commercial content disclosure, and the agreement posting implies.
 */
export function TiktokSettings({
  accountIds,
  value,
  onChange,
  photo,
  errors,
}: {
  /** The post's TikTok accounts. */
  accountIds: readonly number[];
  value: Record<string, unknown> | undefined;
  onChange: (next: Record<string, unknown>) => void;
  /** A photo post (Duet and Stitch are for videos; a title and music for photos). */
  photo: boolean;
  /** Problems per setting key. */
  errors: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('composer');
  const { t: tc } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const creators = useQueries({ queries: accountIds.map((id) => postingAsQuery(id)) });
  const read = creators.map((query) => query.data).filter((creator): creator is PostingAs => creator !== undefined);
  const set = (key: string, next: unknown) => onChange(withSetting(value, key, next));
  const branded = value?.brandContentToggle === true;
  const organic = value?.brandOrganicToggle === true;
  const disclosing = value?.discloseContent === true;
  // The levels every chosen account offers (all of them until TikTok has answered).
  const levels = TIKTOK_PRIVACY_LEVELS.filter((level) => read.every((creator) => creator.privacyLevels.includes(level)));
  const privacy = typeof value?.privacyLevel === 'string' ? value.privacyLevel : '';
  const choices = t('settingChoices', { returnObjects: true }) as Record<string, string>;
  const interactions: Interaction[] = photo ? ['Comment'] : ['Comment', 'Duet', 'Stitch'];
  const offByCreator = (kind: Interaction) => read.some((creator) => creator[`${kind.toLowerCase() as 'comment' | 'duet' | 'stitch'}Disabled`]);

  return (
    <div className="grid gap-5" data-testid="settings-tiktok">
      <ul className="grid gap-1.5" aria-label={t('tiktok.accounts')}>
        {creators.map((query, index) => (
          <li key={accountIds[index]} className="flex items-center gap-2 text-sm" data-testid="tiktok-posting-as">
            {query.isPending ? (
              <>
                <Spinner className="size-4" />
                <span className="text-muted-foreground">{t('tiktok.reading')}</span>
              </>
            ) : query.isError ? (
              <span className="text-destructive">{describeError(tc, query.error)}</span>
            ) : (
              <>
                <AccountAvatar type="tiktok" name={query.data.nickname} avatarUrl={query.data.avatarUrl} className="size-7" />
                <span>{query.data.username ? t('tiktok.postingAsUser', { nickname: query.data.nickname, username: query.data.username }) : t('tiktok.postingAs', { nickname: query.data.nickname })}</span>
              </>
            )}
          </li>
        ))}
      </ul>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="settings-tiktok-privacyLevel"
          label={t('settingLabels.privacyLevel')}
          hint={branded ? t('tiktok.brandedNotPrivate') : t('tiktok.privacyHint')}
          value={levels.includes(privacy as never) ? privacy : ''}
          onValueChange={(next) => set('privacyLevel', next)}
          options={levels.filter((level) => !(branded && level === 'SELF_ONLY')).map((level) => ({ value: level, label: choices[level] ?? level }))}
          placeholder={t('settings.choose')}
          error={errors.get('privacyLevel')}
        />
        {photo && (
          <TextField
            id="settings-tiktok-title"
            label={t('settingLabels.title')}
            labelNote={tf('optional')}
            maxLength={TIKTOK_LIMITS.photoTitle}
            value={typeof value?.title === 'string' ? value.title : ''}
            onChange={(event) => set('title', event.target.value)}
            error={errors.get('title')}
          />
        )}
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('tiktok.allow')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {interactions.map((kind) => {
            const off = offByCreator(kind);
            const id = `settings-tiktok-allow-${kind}`;
            return (
              <div key={kind} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={!off && value?.[`disable${kind}`] === false}
                  disabled={off}
                  onCheckedChange={(checked) => set(`disable${kind}`, checked !== true)}
                  aria-describedby={off ? `${id}-off` : undefined}
                />
                <Label htmlFor={id} className="font-normal">
                  {t(INTERACTION_KEYS[kind])}
                </Label>
                {off && (
                  <span id={`${id}-off`} className="text-xs text-muted-foreground">
                    {t('tiktok.offByCreator')}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>

      {photo && <SwitchField id="settings-tiktok-autoAddMusic" label={t('settingLabels.autoAddMusic')} checked={value?.autoAddMusic !== false} onCheckedChange={(checked) => set('autoAddMusic', checked)} />}

      <section className="grid gap-3 rounded-lg border p-3" aria-labelledby="settings-tiktok-disclose">
        <SwitchField
          id="settings-tiktok-disclose"
          label={t('tiktok.disclose')}
          hint={t('tiktok.discloseHint')}
          checked={disclosing}
          onCheckedChange={(checked) => onChange({ ...withSetting(value, 'discloseContent', checked), ...(checked ? {} : { brandOrganicToggle: false, brandContentToggle: false }) })}
        />
        {disclosing && (
          <div className="grid gap-3 ps-1">
            <DisclosureChoice id="settings-tiktok-organic" label={t('tiktok.yourBrand')} hint={t('tiktok.yourBrandHint')} checked={organic} onChange={(checked) => set('brandOrganicToggle', checked)} />
            <DisclosureChoice
              id="settings-tiktok-branded"
              label={t('tiktok.branded')}
              hint={privacy === 'SELF_ONLY' ? t('tiktok.brandedNotPrivate') : t('tiktok.brandedHint')}
              checked={branded}
              disabled={privacy === 'SELF_ONLY'}
              onChange={(checked) => set('brandContentToggle', checked)}
            />
            <p className={organic || branded ? 'text-sm' : 'text-sm text-destructive'} role={organic || branded ? undefined : 'alert'} data-testid="tiktok-disclosure-label">
              {branded ? t('tiktok.labelPaid') : organic ? t('tiktok.labelPromotional') : t('tiktok.chooseWhose')}
            </p>
          </div>
        )}
      </section>

      <p className="text-xs text-muted-foreground" data-testid="tiktok-consent">
        {t('tiktok.consent')}{' '}
        {branded && (
          <>
            <a href={BRANDED_CONTENT_URL} target="_blank" rel="noreferrer" className="underline underline-offset-2">
              {t('tiktok.brandedPolicy')}
            </a>
            {' · '}
          </>
        )}
        <a href={MUSIC_USAGE_URL} target="_blank" rel="noreferrer" className="underline underline-offset-2">
          {t('tiktok.musicUsage')}
        </a>
        . {t('tiktok.processing')}
      </p>
    </div>
  );
}

function DisclosureChoice({ id, label, hint, checked, disabled, onChange }: { id: string; label: string; hint: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-start gap-2">
      <Checkbox id={id} checked={checked && !disabled} disabled={disabled} onCheckedChange={(next) => onChange(next === true)} aria-describedby={`${id}-hint`} className="mt-0.5" />
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="font-normal">
          {label}
        </Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

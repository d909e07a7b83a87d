import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StampIcon } from 'lucide-react';
import { NETWORK_RULES, type AccountType } from '@cadence/contracts';
import { Switch } from '../../../components/ui/switch';
import { Label } from '../../../components/ui/label';
import { composerWatermarksQuery } from '../queries';
import { WatermarkPreview } from './watermark-preview';

export interface ComposerWatermarkProps {
  /** The accounts the post goes to. */
  accountIds: readonly number[];
  /** The networks the post goes to (a network that forbids brand marks is named). */
  networks: readonly AccountType[];
  /** The post's first image (its own size and URL), for the preview. */
  image: { url: string; width: number | null; height: number | null } | null;
  /** False when the post switches its accounts' watermark off. */
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}

/**
 * The composer's watermark switch: shown when an account of the post carries a watermark, with a
 * preview of the first of those marks on the post's first image (the same geometry as at publish time).
 */
export function ComposerWatermark({ accountIds, networks, image, enabled, onChange }: ComposerWatermarkProps) {
  const { t } = useTranslation('watermarks');
  const { t: tp } = useTranslation('posts');
  const marks = useQuery(composerWatermarksQuery());
  const used = (marks.data ?? []).filter((mark) => mark.accountIds.some((id) => accountIds.includes(id)));
  if (used.length === 0) return null;
  const [first] = used;
  const refused = networks.filter((type) => NETWORK_RULES[type].brandMarkRefused !== undefined).map((type) => tp(`accountTypes.${type}`));
  return (
    <div className="grid gap-3 rounded-lg border p-3" data-testid="composer-watermark">
      <div className="flex items-center gap-3">
        <StampIcon className="size-4 text-muted-foreground" aria-hidden />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <Label htmlFor="composer-watermark">{t('composer.label')}</Label>
          <p className="truncate text-xs text-muted-foreground">{enabled ? t('composer.on', { names: used.map((mark) => mark.name).join(', ') }) : t('composer.off')}</p>
        </div>
        <Switch id="composer-watermark" checked={enabled} onCheckedChange={onChange} />
      </div>
      {enabled && refused.length > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="composer-watermark-refused">
          {t('composer.refused', { networks: refused.join(', ') })}
        </p>
      )}
      {enabled && image && first && (
        <WatermarkPreview mark={first} media={{ width: image.width ?? 1600, height: image.height ?? 900 }} backgroundUrl={image.url} label={t('composer.preview')} className="max-w-xs" />
      )}
    </div>
  );
}

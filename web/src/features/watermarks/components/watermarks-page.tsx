import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImageIcon, PlusIcon, StampIcon, Trash2Icon } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { createWatermark, deleteWatermark, updateWatermark, NETWORK_RULES, WATERMARK_LIMITS, WATERMARK_POSITIONS, type Watermark, type WatermarkPosition } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { TextField } from '../../../components/form-field';
import { FieldMessages, SelectField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/form-alert';
import { MultiSelectField } from '../../../components/form/multi-select-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { accountOptionsQuery } from '../../composer/accounts';
import { MediaPicker } from '../../media/components/media-picker';
import { WATERMARKS_KEY, watermarksQuery } from '../queries';
import { CreateWatermarkBody, EMPTY_WATERMARK, WATERMARK_FORM_FIELDS, watermarkBody, watermarkFormValues, type WatermarkFormValues } from '../watermark-form';
import { WatermarkPreview } from './watermark-preview';

const LANDSCAPE = { width: 1920, height: 1080 };
const PORTRAIT = { width: 1080, height: 1350 };

/** /watermark (Post Setting Tools → Watermark): the workspace's brand marks, their accounts and a live preview. */
export function WatermarksPage() {
  const { t } = useTranslation('watermarks');
  useDocumentTitle(t('title'));
  const { data: marks } = useSuspenseQuery(watermarksQuery());
  const [editing, setEditing] = useState<{ mark: Watermark | null } | null>(marks[0] ? { mark: marks[0] } : null);
  const current = editing?.mark ? (marks.find((mark) => mark.id === editing.mark?.id) ?? null) : null;

  const addButton = (
    <Button onClick={() => setEditing({ mark: null })} data-testid="watermark-add">
      <PlusIcon />
      {t('add')}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} actions={addButton} />
      {marks.length === 0 && editing === null ? (
        <EmptyState icon={<StampIcon />} title={t('emptyTitle')} body={t('emptyBody')} action={addButton} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
          <nav aria-label={t('listLabel')} className="grid gap-2">
            {marks.length === 0 && <p className="text-sm text-muted-foreground">{t('emptyTitle')}</p>}
            {marks.map((mark) => (
              <button
                key={mark.id}
                type="button"
                onClick={() => setEditing({ mark })}
                aria-current={current?.id === mark.id ? 'true' : undefined}
                className={cn(
                  'grid grid-cols-[5rem_minmax(0,1fr)] items-center gap-3 rounded-lg border bg-card p-2 text-start transition-colors outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  current?.id === mark.id && 'border-primary ring-1 ring-primary',
                )}
                data-testid="watermark-item"
              >
                <WatermarkPreview mark={mark} media={LANDSCAPE} label={t('previewOf', { name: mark.name })} />
                <span className="grid gap-0.5">
                  <span className="truncate font-medium">{mark.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {t(`kinds.${mark.kind}`)} · {t('accountCount', { count: mark.accountIds.length })}
                  </span>
                </span>
              </button>
            ))}
          </nav>
          {editing && <WatermarkEditor key={current?.id ?? 'new'} mark={current} onSaved={(mark) => setEditing({ mark })} onDeleted={() => setEditing(null)} />}
        </div>
      )}
    </div>
  );
}

function RangeField({ id, label, value, min, max, step, unit, onChange, error }: { id: string; label: string; value: number; min: number; max: number; step: number; unit: string; onChange: (value: number) => void; error?: string | undefined }) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <output htmlFor={id} className="text-sm tabular-nums text-muted-foreground">
          {value}
          {unit}
        </output>
      </div>
      <input id={id} name={id} type="range" min={min} max={max} step={step} value={value} onChange={(event) => onChange(Number(event.target.value))} className="w-full accent-primary" />
      <FieldMessages id={id} error={error} />
    </div>
  );
}

function PositionPicker({ value, onChange, label }: { value: WatermarkPosition; onChange: (position: WatermarkPosition) => void; label: string }) {
  const { t } = useTranslation('watermarks');
  return (
    <div className="grid gap-2">
      <Label id="position-label">{label}</Label>
      <RadioGroupPrimitive.Root id="position" aria-labelledby="position-label" value={value} onValueChange={(next) => onChange(next as WatermarkPosition)} className="grid w-36 grid-cols-3 gap-1" orientation="horizontal">
        {WATERMARK_POSITIONS.map((position) => (
          <RadioGroupPrimitive.Item
            key={position}
            value={position}
            aria-label={t(`positions.${position}`)}
            title={t(`positions.${position}`)}
            className="grid aspect-square place-items-center rounded-md border bg-background outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:border-primary data-[state=checked]:bg-primary/15"
            data-testid={`position-${position}`}
          >
            <span className="size-2 rounded-full bg-muted-foreground data-[on=true]:bg-primary" data-on={value === position} />
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
    </div>
  );
}

function WatermarkEditor({ mark, onSaved, onDeleted }: { mark: Watermark | null; onSaved: (mark: Watermark) => void; onDeleted: () => void }) {
  const { t } = useTranslation('watermarks');
  const { t: tp } = useTranslation('posts');
  const { t: tf } = useTranslation('forms');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const accounts = useQuery(accountOptionsQuery());
  const [picking, setPicking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useSchemaForm<WatermarkFormValues, CreateWatermarkBody>({ fields: WATERMARK_FORM_FIELDS, initial: mark ? watermarkFormValues(mark) : EMPTY_WATERMARK, schema: CreateWatermarkBody, toBody: watermarkBody });
  const { reset } = form;
  useEffect(() => {
    reset(mark ? watermarkFormValues(mark) : EMPTY_WATERMARK);
  }, [mark, reset]);
  const values = form.values;

  const save = useMutation({
    mutationFn: (body: CreateWatermarkBody) => (mark ? call(updateWatermark, { params: { id: mark.id }, body }) : call(createWatermark, { body })),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: WATERMARKS_KEY });
      snackbar.show(t(mark ? 'saved' : 'created', { name: response.data.name }), { tone: 'success' });
      onSaved(response.data);
    },
    onError: (error) => form.showServerError(error),
  });
  const remove = useMutation({
    mutationFn: (target: Watermark) => call(deleteWatermark, { params: { id: target.id } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: WATERMARKS_KEY });
      snackbar.show(t('deleted', { name: response.data.name }), { tone: 'success' });
      setDeleting(false);
      onDeleted();
    },
  });
  const preview = { kind: values.kind, imageUrl: values.imageUrl, text: values.text.trim() || null, color: values.color, position: values.position, margin: values.margin, scale: values.scale, opacity: values.opacity };

  return (
    <section aria-labelledby="watermark-editor-title" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="watermark-editor-title" className="text-lg font-semibold">
        {mark ? t('editTitle', { name: mark.name }) : t('newTitle')}
      </h2>
      <form
        ref={form.formRef}
        noValidate
        className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
        onSubmit={form.handleSubmit((body) => {
          if (!save.isPending) save.mutate(body);
        })}
        data-testid="watermark-form"
      >
        <div className="grid content-start gap-4">
          <FormAlert alert={form.alert} />
          <TextField {...form.text('name', t('fields.name'))} autoComplete="off" required />
          <SelectField id="kind" label={t('fields.kind')} value={values.kind} onValueChange={(kind) => form.set('kind', kind)} options={(['image', 'text'] as const).map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
          {values.kind === 'image' ? (
            <div className="grid gap-2">
              <Label htmlFor="mediaId">{t('fields.image')}</Label>
              <div className="flex items-center gap-3">
                {values.imageUrl ? <img src={values.imageUrl} alt="" className="size-14 rounded-md border bg-[repeating-conic-gradient(#e5e7eb_0_25%,transparent_0_50%)] bg-[length:12px_12px] object-contain" /> : <ImageIcon className="size-8 text-muted-foreground" aria-hidden />}
                <Button id="mediaId" name="mediaId" type="button" variant="outline" onClick={() => setPicking(true)} aria-invalid={form.errorFor('mediaId') ? true : undefined}>
                  {values.mediaId ? t('fields.imageChange') : t('fields.imageChoose')}
                </Button>
              </div>
              <FieldMessages id="mediaId" hint={t('fields.imageHint')} error={form.errorFor('mediaId', t('fields.image'))} />
            </div>
          ) : (
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto]">
              <TextField {...form.text('text', t('fields.text'))} maxLength={WATERMARK_LIMITS.textMax} autoComplete="off" />
              <div className="grid gap-2">
                <Label htmlFor="color">{t('fields.color')}</Label>
                <input id="color" name="color" type="color" value={values.color} onChange={(event) => form.set('color', event.target.value)} className="h-9 w-14 cursor-pointer rounded-md border bg-background p-1" />
              </div>
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)]">
            <PositionPicker value={values.position} onChange={(position) => form.set('position', position)} label={t('fields.position')} />
            <div className="grid content-start gap-3">
              <RangeField id="scale" label={t('fields.scale')} unit="%" value={values.scale} min={WATERMARK_LIMITS.scaleMin} max={WATERMARK_LIMITS.scaleMax} step={1} onChange={(value) => form.set('scale', value)} error={form.errorFor('scale')} />
              <RangeField id="margin" label={t('fields.margin')} unit="%" value={values.margin} min={0} max={WATERMARK_LIMITS.marginMax} step={0.5} onChange={(value) => form.set('margin', value)} error={form.errorFor('margin')} />
              <RangeField id="opacity" label={t('fields.opacity')} unit="%" value={values.opacity} min={WATERMARK_LIMITS.opacityMin} max={WATERMARK_LIMITS.opacityMax} step={1} onChange={(value) => form.set('opacity', value)} error={form.errorFor('opacity')} />
            </div>
          </div>
          <MultiSelectField
            id="accountIds"
            label={t('fields.accounts')}
            hint={accounts.isError ? t('fields.accountsError') : t('fields.accountsHint')}
            value={values.accountIds}
            onValueChange={(ids) => form.set('accountIds', ids)}
            options={(accounts.data ?? []).map((account) => {
              const network = tp(`accountTypes.${account.type}`);
              // TikTok forbids apps to add a brand mark: its accounts are listed, with why, but not choosable.
              const refused = NETWORK_RULES[account.type].brandMarkRefused !== undefined;
              return { value: account.id, label: account.name, description: refused ? t('fields.accountRefused', { network }) : network, disabled: refused };
            })}
            placeholder={t('fields.accountsPlaceholder')}
            searchPlaceholder={t('fields.accountsSearch')}
            emptyText={t('fields.accountsEmpty')}
            loading={accounts.isLoading}
            error={form.errorFor('accountIds', t('fields.accounts'))}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending} data-testid="watermark-save">
              {save.isPending ? tf('saving') : mark ? t('save') : t('create')}
            </Button>
            {mark && (
              <Button type="button" variant="outline" onClick={() => setDeleting(true)}>
                <Trash2Icon />
                {t('delete')}
              </Button>
            )}
          </div>
        </div>
        <div className="grid content-start gap-3">
          <p className="text-sm font-medium">{t('preview')}</p>
          <WatermarkPreview mark={preview} media={LANDSCAPE} label={t('previewLandscape')} />
          <div className="grid grid-cols-[minmax(0,12rem)_minmax(0,1fr)] items-start gap-3">
            <WatermarkPreview mark={preview} media={PORTRAIT} label={t('previewPortrait')} />
            <p className="text-xs text-muted-foreground">{t('previewHint')}</p>
          </div>
        </div>
      </form>
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        kinds={['image']}
        max={1}
        initialSelection={values.mediaId ? [values.mediaId] : []}
        onSelect={(picked) => {
          const [first] = picked;
          if (first) {
            form.set('mediaId', first.id);
            form.set('imageUrl', first.url);
          }
          setPicking(false);
        }}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={(open) => {
          if (!open) {
            remove.reset();
            setDeleting(false);
          }
        }}
        title={t('deleteTitle', { name: mark?.name })}
        description={t('deleteBody')}
        confirmLabel={t('delete')}
        pendingLabel={t('deleting')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => mark && remove.mutate(mark)}
      />
    </section>
  );
}

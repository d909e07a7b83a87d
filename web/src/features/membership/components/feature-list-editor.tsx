import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { TextField } from '../../../components/form-field';
import { FieldMessages, SelectField } from '../../../components/form/fields';
import { FEATURE_TYPES, emptyFeature, type FeatureRow } from '../plan-form';

const FLAGS = ['is_key_feature', 'is_enable', 'is_break_down_feature'] as const;

/** The plan's feature list: each row's type, name, details, extra value and flags; rows added, moved, removed. */
export function FeatureListEditor({ rows, onChange, error }: { rows: FeatureRow[]; onChange: (rows: FeatureRow[]) => void; error: string | undefined }) {
  const { t } = useTranslation('membership');
  const update = (rowId: string, change: Partial<FeatureRow>) => onChange(rows.map((row) => (row.rowId === rowId ? { ...row, ...change } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    onChange(next);
  };

  return (
    <div className="grid gap-4">
      {rows.length === 0 && <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{t('planForm.noFeatures')}</p>}
      <ol className="grid gap-3" aria-label={t('planForm.features')}>
        {rows.map((row, index) => {
          const label = row.name.trim() || t('planForm.featureNumber', { number: index + 1 });
          const missingName = error !== undefined && row.name.trim() === '';
          return (
            <li key={row.rowId} className="grid gap-4 rounded-lg border p-4" aria-label={label}>
              <div className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr]">
                <SelectField
                  id={`${row.rowId}-type`}
                  label={t('planForm.featureType')}
                  value={row.type}
                  onValueChange={(type) => update(row.rowId, { type })}
                  options={FEATURE_TYPES.map((type) => ({ value: type, label: t(`featureTypes.${type}`) }))}
                />
                <TextField
                  id={`${row.rowId}-name`}
                  name="features"
                  label={t('planForm.featureName')}
                  value={row.name}
                  onChange={(event) => update(row.rowId, { name: event.target.value })}
                  error={missingName ? t('planForm.featureNameRequired') : undefined}
                  maxLength={120}
                  required
                />
                <TextField
                  id={`${row.rowId}-extra`}
                  label={t('planForm.extraValue')}
                  labelNote={t('planForm.optional')}
                  value={row.extra_value}
                  onChange={(event) => update(row.rowId, { extra_value: event.target.value })}
                  maxLength={120}
                />
              </div>
              <TextField
                id={`${row.rowId}-details`}
                label={t('planForm.details')}
                labelNote={t('planForm.optional')}
                value={row.details}
                onChange={(event) => update(row.rowId, { details: event.target.value })}
                maxLength={500}
              />
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex flex-wrap gap-x-5 gap-y-2">
                  {FLAGS.map((flag) => (
                    <div key={flag} className="flex items-center gap-2">
                      <Checkbox id={`${row.rowId}-${flag}`} checked={row[flag]} onCheckedChange={(checked) => update(row.rowId, { [flag]: checked === true })} />
                      <Label htmlFor={`${row.rowId}-${flag}`} className="font-normal">
                        {t(`planForm.flags.${flag}`)}
                      </Label>
                    </div>
                  ))}
                </div>
                <div className="flex gap-1">
                  <Button type="button" variant="ghost" size="icon-sm" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('planForm.moveUp', { name: label })}>
                    <ArrowUpIcon />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('planForm.moveDown', { name: label })}
                  >
                    <ArrowDownIcon />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    className="text-destructive hover:text-destructive"
                    onClick={() => onChange(rows.filter((item) => item.rowId !== row.rowId))}
                    aria-label={t('planForm.remove', { name: label })}
                  >
                    <Trash2Icon />
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldMessages id="features" error={error} />
      <Button type="button" variant="outline" className="w-fit" onClick={() => onChange([...rows, emptyFeature()])}>
        <PlusIcon />
        {t('planForm.addFeature')}
      </Button>
    </div>
  );
}

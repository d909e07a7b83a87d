import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@cadence/contracts';
import { TextField } from '../../../components/form-field';
import { SelectField, SwitchField } from '../../../components/form/fields';
import { humanise, parseList, settingFields, withSetting } from '../settings-fields';

/**
 * A network's own settings (YouTube title and privacy, Pinterest board, WordPress title,
 * categories, tags and featured image, Instagram format...), built from its rules' schema.
 */
export function NetworkSettings({
  type,
  value,
  onChange,
  mediaCount,
  mediaAlts = [],
  errors,
}: {
  type: AccountType;
  value: Record<string, unknown> | undefined;
  onChange: (next: Record<string, unknown>) => void;
  /** How many media items this network publishes (the featured image picks one of them). */
  mediaCount: number;
  /** The alt text saved in the media library for each of those items (used when the post gives none). */
  mediaAlts?: readonly (string | null)[];
  /** Problems per setting key. */
  errors: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('composer');
  const { t: tf } = useTranslation('forms');
  const labels = t('settingLabels', { returnObjects: true }) as Record<string, string>;
  const choices = t('settingChoices', { returnObjects: true }) as Record<string, string>;
  const fields = settingFields(type);
  if (fields.length === 0) return <p className="text-sm text-muted-foreground">{t('settings.none')}</p>;
  const label = (key: string) => labels[key] ?? humanise(key);
  const choice = (option: string) => choices[option] ?? humanise(option);

  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid={`settings-${type}`}>
      {fields.map((field) => {
        const id = `settings-${type}-${field.key}`;
        const current = value?.[field.key];
        const error = errors.get(field.key);
        const note = field.required ? undefined : tf('optional');
        if (field.key === 'altTexts') {
          return (
            <AltTextFields
              key={field.key}
              id={id}
              label={label(field.key)}
              value={Array.isArray(current) ? current.map(String) : []}
              libraryAlts={Array.from({ length: mediaCount }, (_, index) => mediaAlts[index] ?? null)}
              onChange={(next) => onChange(withSetting(value, field.key, next))}
              error={error}
            />
          );
        }
        if (field.key === 'featuredMediaIndex') {
          const options = Array.from({ length: mediaCount }, (_, index) => ({ value: String(index), label: t('settings.mediaNumber', { number: index + 1 }) }));
          return (
            <SelectField
              key={field.key}
              id={id}
              label={label(field.key)}
              value={typeof current === 'number' ? String(current) : ''}
              onValueChange={(next) => onChange(withSetting(value, field.key, Number(next)))}
              options={options}
              placeholder={mediaCount === 0 ? t('settings.noMedia') : t('settings.choose')}
              disabled={mediaCount === 0}
              error={error}
            />
          );
        }
        switch (field.kind) {
          case 'choice':
            return (
              <SelectField
                key={field.key}
                id={id}
                label={label(field.key)}
                value={typeof current === 'string' ? current : ''}
                onValueChange={(next) => onChange(withSetting(value, field.key, next))}
                options={field.options.map((option) => ({ value: option, label: choice(option) }))}
                placeholder={field.required ? t('settings.choose') : t('settings.automatic')}
                error={error}
              />
            );
          case 'switch':
            return (
              <SwitchField
                key={field.key}
                id={id}
                label={label(field.key)}
                checked={current === true}
                onCheckedChange={(checked) => onChange(withSetting(value, field.key, checked))}
                error={error}
              />
            );
          case 'number':
            return (
              <TextField
                key={field.key}
                id={id}
                label={label(field.key)}
                labelNote={note}
                type="number"
                inputMode="numeric"
                min={field.min}
                max={field.max}
                value={typeof current === 'number' ? String(current) : ''}
                onChange={(event) => onChange(withSetting(value, field.key, event.target.value === '' ? undefined : Number(event.target.value)))}
                error={error}
              />
            );
          case 'list':
            return (
              <ListSettingField
                key={field.key}
                id={id}
                label={label(field.key)}
                labelNote={note}
                hint={t('settings.listHint')}
                initial={Array.isArray(current) ? current.join(', ') : ''}
                onChange={(items) => onChange(withSetting(value, field.key, items))}
                error={error}
              />
            );
          case 'text':
            return (
              <TextField
                key={field.key}
                id={id}
                label={label(field.key)}
                labelNote={note}
                required={field.required}
                maxLength={field.maxLength}
                value={typeof current === 'string' ? current : ''}
                onChange={(event) => onChange(withSetting(value, field.key, event.target.value))}
                error={error}
              />
            );
        }
      })}
    </div>
  );
}

/** A list typed with commas; the text is kept as typed while the parsed list is sent up. */
function ListSettingField({
  initial,
  onChange,
  ...props
}: {
  id: string;
  label: string;
  labelNote: string | undefined;
  hint: string;
  initial: string;
  error: string | undefined;
  onChange: (items: string[]) => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseList(event.target.value));
      }}
    />
  );
}

/**
 * One alt text field per media item (a description may contain commas). An empty field uses the
 * alt text saved in the media library, shown as its placeholder.
 */
function AltTextFields({
  id,
  label,
  value,
  libraryAlts,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: readonly string[];
  libraryAlts: readonly (string | null)[];
  onChange: (next: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('composer');
  return (
    <fieldset className="grid gap-3 sm:col-span-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {libraryAlts.length === 0 ? t('settings.noMedia') : t('settings.altHint')}
      </p>
      {libraryAlts.map((libraryAlt, index) => (
        <TextField
          key={index}
          id={`${id}-${index}`}
          label={t('settings.altFor', { number: index + 1 })}
          maxLength={2000}
          value={value[index] ?? ''}
          placeholder={libraryAlt ?? t('settings.altPlaceholder')}
          onChange={(event) => {
            const next = Array.from({ length: libraryAlts.length }, (_, at) => (at === index ? event.target.value : (value[at] ?? '')));
            onChange(next.some((text) => text.trim() !== '') ? next : []);
          }}
          error={index === 0 ? error : undefined}
        />
      ))}
    </fieldset>
  );
}

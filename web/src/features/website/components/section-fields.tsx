import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { TextField } from '../../../components/form-field';
import { SelectField, SwitchField, TextareaField } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { discriminatorOf, emptyOf, isLongText, memberFor, pointer, type JsonSchema, type Problem } from '../section-schema';

type Path = (string | number)[];

export interface FieldContext {
  /** Messages by JSON pointer ("/components/0/title"). */
  errors: ReadonlyMap<string, string>;
  onChange: (path: Path, value: unknown) => void;
  /** Prefix of the inputs' ids, unique per section. */
  idPrefix: string;
}

const NONE = '__none';

/** The message for a problem found before sending. */
export function useProblemText() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('forms');
  return (problem: Problem | undefined): string | undefined => {
    if (!problem) return undefined;
    switch (problem.kind) {
      case 'required':
        return t('validation.required');
      case 'maxLength':
        return t('validation.maxLength', { count: problem.limit });
      case 'minItems':
        return tf('validation.minItems', { count: problem.limit });
      case 'maxItems':
        return t('validation.invalid');
      case 'invalid':
        return t('validation.invalid');
    }
  };
}

/** A property's label: the messages name known ones; anything newer shows its own name. */
function useFieldLabel() {
  const { t, i18n } = useTranslation('website');
  return (name: string | number): string => {
    if (typeof name === 'number') return t('editor.item', { index: name + 1 });
    return i18n.exists(`fields.${name}`, { ns: 'website' }) ? t(`fields.${name}` as 'fields.title') : name;
  };
}

/** The editable properties of an object value (its discriminator excluded), one control each. */
export function ObjectFields({ schema, value, path, context }: { schema: JsonSchema; value: Record<string, unknown>; path: Path; context: FieldContext }) {
  const member = memberFor(schema, value);
  const tag = discriminatorOf(member);
  const required = new Set(member.required ?? []);
  return (
    <div className="grid gap-4">
      {Object.entries(member.properties ?? {})
        .filter(([name]) => name !== tag?.name)
        .map(([name, child]) => (
          <Field key={name} name={name} schema={child} value={value[name]} path={[...path, name]} required={required.has(name)} context={context} />
        ))}
    </div>
  );
}

function Field({ name, schema, value, path, required, context }: { name: string | number; schema: JsonSchema; value: unknown; path: Path; required: boolean; context: FieldContext }) {
  const { t } = useTranslation('website');
  const { t: tf } = useTranslation('forms');
  const label = useFieldLabel()(name);
  const id = `${context.idPrefix}${pointer(path).replaceAll('/', '-')}`;
  const error = context.errors.get(pointer(path));
  const note = required ? undefined : tf('optional');

  if (schema.enum) {
    const options = schema.enum.map((option) => ({ value: option, label: option }));
    return (
      <SelectField
        id={id}
        label={label}
        error={error}
        value={typeof value === 'string' ? value : required ? '' : NONE}
        onValueChange={(next) => context.onChange(path, next === NONE ? undefined : next)}
        options={required ? options : [{ value: NONE, label: t('editor.none') }, ...options]}
      />
    );
  }
  if (schema.type === 'boolean') {
    return <SwitchField id={id} label={label} error={error} checked={value === true} onCheckedChange={(checked) => context.onChange(path, checked)} />;
  }
  if (schema.type === 'string') {
    const text = typeof value === 'string' ? value : '';
    const common = { id, label, error, labelNote: note, value: text, onChange: (event: { target: { value: string } }) => context.onChange(path, event.target.value) };
    if (schema.format === 'date') return <TextField {...common} type="date" />;
    if (isLongText(schema)) return <TextareaField {...common} rows={Math.min(8, Math.max(2, Math.ceil(text.length / 90)))} maxLength={schema.maxLength} />;
    return <TextField {...common} maxLength={schema.maxLength} autoComplete="off" />;
  }
  if (schema.type === 'object') {
    if (value === undefined) {
      return (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-dashed px-4 py-3">
          <span className="text-sm font-medium">{label}</span>
          <Button type="button" variant="outline" size="sm" onClick={() => context.onChange(path, emptyOf(schema))}>
            <PlusIcon />
            {t('editor.addField', { field: label })}
          </Button>
        </div>
      );
    }
    return (
      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="flex w-full items-center justify-between gap-2 px-1 text-sm font-medium">
          {label}
          {!required && (
            <Button type="button" variant="ghost" size="sm" onClick={() => context.onChange(path, undefined)} aria-label={t('editor.removeField', { field: label })}>
              <Trash2Icon />
            </Button>
          )}
        </legend>
        <ObjectFields schema={schema} value={value as Record<string, unknown>} path={path} context={context} />
      </fieldset>
    );
  }
  if (schema.type === 'array') {
    return <ArrayField label={label} schema={schema} value={Array.isArray(value) ? value : []} path={path} error={error} context={context} />;
  }
  return null;
}

function ArrayField({ label, schema, value, path, error, context }: { label: string; schema: JsonSchema; value: unknown[]; path: Path; error: string | undefined; context: FieldContext }) {
  const { t } = useTranslation('website');
  const itemSchema = schema.items ?? {};
  const variants = itemSchema.anyOf ?? [itemSchema];
  const full = schema.maxItems !== undefined && value.length >= schema.maxItems;
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    context.onChange(path, next);
  };
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {value.map((item, index) => {
        const itemLabel = t('editor.item', { index: index + 1 });
        return (
          <div key={index} className="grid gap-3 rounded-md bg-muted/40 p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-xs font-medium text-muted-foreground">
                {itemLabel}
                {itemSchema.anyOf && ` · ${discriminatorOf(memberFor(itemSchema, item))?.value ?? ''}`}
              </span>
              <span className="flex gap-1">
                <Button type="button" variant="ghost" size="icon" className="size-7" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('editor.moveUp', { item: itemLabel })}>
                  <ArrowUpIcon />
                </Button>
                <Button type="button" variant="ghost" size="icon" className="size-7" disabled={index === value.length - 1} onClick={() => move(index, index + 1)} aria-label={t('editor.moveDown', { item: itemLabel })}>
                  <ArrowDownIcon />
                </Button>
                <Button type="button" variant="ghost" size="icon" className="size-7" onClick={() => context.onChange(path, value.filter((_, other) => other !== index))} aria-label={t('editor.removeItem', { item: itemLabel })}>
                  <Trash2Icon />
                </Button>
              </span>
            </div>
            {itemSchema.type === 'object' || itemSchema.anyOf ? (
              <ObjectFields schema={itemSchema} value={(item ?? {}) as Record<string, unknown>} path={[...path, index]} context={context} />
            ) : (
              <Field name={index} schema={itemSchema} value={item} path={[...path, index]} required context={context} />
            )}
          </div>
        );
      })}
      {error && <p className="text-sm text-destructive">{error}</p>}
      <div className="flex flex-wrap gap-2">
        {variants.map((variant) => {
          const tag = discriminatorOf(variant);
          return (
            <Button key={tag?.value ?? 'item'} type="button" variant="outline" size="sm" disabled={full} onClick={() => context.onChange(path, [...value, emptyOf(variant)])}>
              <PlusIcon />
              {tag ? t('editor.addKind', { kind: tag.value }) : t('editor.addItem')}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}

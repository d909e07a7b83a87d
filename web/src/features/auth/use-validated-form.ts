import { useSchemaForm } from '../../components/form/use-schema-form';

/**
 * The shared schema form for the sign-in-side forms, whose fields are all text: `field(name,
 * label)` gives an input's props.
 */
export function useValidatedForm<F extends string, B extends Record<string, unknown>>(options: {
  fields: readonly F[];
  initial: Record<F, string>;
  schema: Parameters<typeof useSchemaForm>[0]['schema'];
  toBody: (values: Record<F, string>) => B;
}) {
  const form = useSchemaForm<Record<F, string>, B>(options);
  return { ...form, field: form.text };
}

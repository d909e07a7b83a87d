import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { TSchema } from 'typebox';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { describeError } from '../../lib/errors';
import { problemMessage, validateBody, type FieldProblem } from './validation';

interface Options<V extends Record<string, unknown>, B> {
  /** The form's fields in screen order (the first invalid one gets the focus). */
  fields: readonly (keyof V & string)[];
  initial: V;
  /** The request body schema from libs/contracts: the same rules the API applies. */
  schema: TSchema;
  toBody: (values: V) => B;
  /** Rules outside the schema (a confirmation that must match). */
  check?: (values: V) => Partial<Record<keyof V & string, FieldProblem>>;
}

/** What the server said that no field of the form shows. */
export interface FormAlertValue {
  message: string;
  details: string[];
}

/**
 * State of a form of any field types: values, client validation against the contract's schema
 * (shown once the user has tried to submit), the server's field errors beside their field, one
 * alert for everything else, and the focus on the first field in error.
 */
export function useSchemaForm<V extends Record<string, unknown>, B>({ fields, initial, schema, toBody, check }: Options<V, B>) {
  type F = keyof V & string;
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [alert, setAlert] = useState<FormAlertValue | null>(null);

  const problems = useMemo(() => {
    const body = toBody(values);
    const found: Partial<Record<string, FieldProblem>> = typeof body === 'object' && body !== null ? validateBody(schema, body as Record<string, unknown>) : {};
    return { ...check?.(values), ...found } as Partial<Record<string, FieldProblem>>;
  }, [check, schema, toBody, values]);

  const errorFor = useCallback(
    (field: F, label?: string): string | undefined => {
      const server = serverErrors[field];
      // Servers answer with fragments such as "is already registered": put the label before them.
      if (server) return label && /^\p{Ll}/u.test(server) ? t('validation.server', { field: label, message: server }) : server;
      const problem = problems[field];
      return attempted && problem ? problemMessage(t, field, problem) : undefined;
    },
    [attempted, problems, serverErrors, t],
  );

  const focusField = useCallback((field: F) => {
    const form = formRef.current;
    if (!form) return;
    const element = form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"], #${CSS.escape(field)}`);
    element?.focus();
  }, []);

  const set = useCallback(<K extends F>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }, []);

  /** Props of a text input bound to the string field `name` (its id and name are `name`). */
  const text = useCallback(
    (name: F, label: string) => ({
      id: name,
      name,
      label,
      value: typeof values[name] === 'string' ? (values[name] as string) : '',
      error: errorFor(name, label),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value as V[F]),
    }),
    [errorFor, set, values],
  );

  const handleSubmit = useCallback(
    (submit: (body: B) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      event.stopPropagation();
      setAttempted(true);
      setAlert(null);
      const firstInvalid = fields.find((name) => name in problems);
      if (firstInvalid) {
        focusField(firstInvalid);
        return;
      }
      submit(toBody(values));
    },
    [fields, focusField, problems, toBody, values],
  );

  /** Puts a failed call's field errors beside their fields and the rest in the alert. */
  const showServerError = useCallback(
    (error: unknown) => {
      const byField: Partial<Record<F, string>> = {};
      const details: string[] = [];
      if (isApiError(error)) {
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          const known = fields.find((candidate) => candidate === name.split('.')[0]);
          if (known) byField[known] ??= message;
          else details.push(name ? `${name}: ${message}` : message);
        }
      }
      setServerErrors(byField);
      const firstInvalid = fields.find((name) => name in byField);
      if (firstInvalid) focusField(firstInvalid);
      if (!firstInvalid || details.length > 0) setAlert({ message: describeError(t, error), details });
    },
    [fields, focusField, t],
  );

  /** Starts again from `next` (a dialog reopened for another record). */
  const reset = useCallback((next: V) => {
    setValues(next);
    setAttempted(false);
    setServerErrors({});
    setAlert(null);
  }, []);

  return { formRef, values, set, text, errorFor, handleSubmit, showServerError, alert, reset };
}

export type SchemaForm<V extends Record<string, unknown>, B> = ReturnType<typeof useSchemaForm<V, B>>;

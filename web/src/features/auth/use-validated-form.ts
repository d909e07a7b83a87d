import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { TSchema } from 'typebox';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { describeError } from '../../lib/errors';
import { problemMessage, validateBody } from '../../components/form/validation';

interface Options<F extends string, B extends Record<string, unknown>> {
  /** The form's fields in screen order (the first invalid one gets the focus). */
  fields: readonly F[];
  initial: Record<F, string>;
  /** The request body schema from libs/contracts. */
  schema: TSchema;
  toBody: (values: Record<F, string>) => B;
}

/** What the server said that no field of the form shows. */
export interface FormAlert {
  message: string;
  details: string[];
}

/**
 * State of an auth form: values, client validation against the contract's schema (shown once
 * the user has tried to submit), the server's field errors beside their field, and one alert
 * for everything else. Focus moves to the first field in error.
 */
export function useValidatedForm<F extends string, B extends Record<string, unknown>>({ fields, initial, schema, toBody }: Options<F, B>) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [alert, setAlert] = useState<FormAlert | null>(null);

  const problems = useMemo(() => validateBody(schema, toBody(values)), [schema, toBody, values]);

  const errorFor = useCallback(
    (field: F, label: string): string | undefined => {
      const server = serverErrors[field];
      // Servers answer with fragments such as "is already registered": put the label before them.
      if (server) return /^\p{Ll}/u.test(server) ? t('validation.server', { field: label, message: server }) : server;
      const problem = problems[field];
      return attempted && problem ? problemMessage(t, field, problem) : undefined;
    },
    [attempted, problems, serverErrors, t],
  );

  const focusField = useCallback((field: F) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }, []);

  /** Props of the field `name` (its input id and name are `name`); `label` is also shown. */
  const field = useCallback(
    (name: F, label: string) => ({
      id: name,
      name,
      label,
      value: values[name],
      error: errorFor(name, label),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = event.target.value;
        setValues((current) => ({ ...current, [name]: next }));
        setServerErrors((current) => {
          if (!(name in current)) return current;
          const rest = { ...current };
          delete rest[name];
          return rest;
        });
      },
    }),
    [errorFor, values],
  );

  /** Validates, then hands the body to `submit`; invalid forms focus their first bad field. */
  const handleSubmit = useCallback(
    (submit: (body: B) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
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
          const known = fields.find((candidate) => candidate === name);
          if (known) byField[known] = message;
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

  return { formRef, values, field, handleSubmit, showServerError, alert };
}

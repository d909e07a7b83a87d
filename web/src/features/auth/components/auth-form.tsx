import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link } from '@tanstack/react-router';
import { AuthHeading } from './auth-layout';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from './submit-button';
import type { FormAlertValue } from '../../../components/form/use-schema-form';

interface AuthFormProps<B> {
  title: string;
  description: ReactNode;
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    alert: FormAlertValue | null;
    handleSubmit: (submit: (body: B) => void) => (event: FormEvent<HTMLFormElement>) => void;
  };
  /** The mutation's state and trigger; a second submit while one runs is ignored. */
  pending: boolean;
  onSubmit: (body: B) => void;
  submitLabel: string;
  pendingLabel: string;
  /** Under the submit button, inside the form. */
  note?: ReactNode;
  children: ReactNode;
}

/** The frame every sign-in-side form shares: heading, alert, fields, submit. */
export function AuthForm<B>({ title, description, form, pending, onSubmit, submitLabel, pendingLabel, note, children }: AuthFormProps<B>) {
  return (
    <>
      <AuthHeading title={title} description={description} />
      <FormAlert alert={form.alert} className="mb-6" />
      <form
        ref={form.formRef}
        noValidate
        className="grid gap-5"
        aria-label={title}
        onSubmit={form.handleSubmit((body) => {
          if (!pending) onSubmit(body);
        })}
      >
        {children}
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        {note}
      </form>
    </>
  );
}

/** "New to Cadence? Create an account" and its counterpart. */
export function AuthSwitch({ question, to, label }: { question: string; to: '/login' | '/register'; label: string }) {
  return (
    <p className="mt-8 text-center text-sm text-muted-foreground">
      {question}{' '}
      <Link
        to={to}
        className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {label}
      </Link>
    </p>
  );
}

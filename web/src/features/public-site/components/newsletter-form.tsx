import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SubscribeBody, subscribe } from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { validateBody } from '../../../components/form/validation';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { useContentLocale } from '../site-locale';

/** The footer's newsletter sign-up (POST /api/subscribers; repeating it is harmless). */
export function NewsletterForm() {
  const { t } = useTranslation('public-site');
  const { t: tCommon } = useTranslation();
  const locale = useContentLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const mutation = useMutation({
    mutationFn: (body: SubscribeBody) => call(subscribe, { body }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const body = { email: email.trim(), locale };
    const problems = validateBody(SubscribeBody, body);
    setInvalid('email' in problems);
    if (!('email' in problems)) mutation.mutate(body);
  };

  const serverFieldError = isApiError(mutation.error) && mutation.error.fieldErrors.email;
  const error = invalid || serverFieldError ? t('newsletter.invalid') : mutation.error ? describeError(tCommon, mutation.error) : undefined;

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-sm font-semibold">
          {t('newsletter.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('newsletter.body')}</p>
      </div>
      <div aria-live="polite">
        {mutation.isSuccess ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-success">
            <CircleCheckIcon className="size-4" aria-hidden="true" />
            {t('newsletter.success')}
          </p>
        ) : (
          <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="grid gap-2">
            <Label htmlFor={`${id}-email`} className="sr-only">
              {t('newsletter.label')}
            </Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder={t('newsletter.placeholder')}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setInvalid(false);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <Button type="submit" variant="secondary" className="shrink-0" aria-disabled={mutation.isPending || undefined}>
                {mutation.isPending && <Spinner />}
                {mutation.isPending ? t('newsletter.submitting') : t('newsletter.submit')}
              </Button>
            </div>
            {error && (
              <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm text-destructive">
                <CircleAlertIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                {error}
              </p>
            )}
          </form>
        )}
      </div>
    </div>
  );
}

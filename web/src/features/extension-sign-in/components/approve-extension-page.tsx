import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheckBigIcon, CircleXIcon, LoaderCircleIcon } from 'lucide-react';
import { EXTENSION_SIGN_IN_ERROR_CODES, approveExtensionCode, denyExtensionCode, getExtensionCode, normaliseExtensionCode } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageHeader } from '../../../components/page-header';

type Verdict = 'approved' | 'denied';

/** Typing a code by hand, when the page was opened without one (or with a wrong one). */
function CodeForm({ initial }: { initial: string }) {
  const { t } = useTranslation('extension-sign-in');
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const code = normaliseExtensionCode(value);
        setInvalid(!code);
        if (code) void navigate({ to: '/extension/approve', search: { code: `${code.slice(0, 4)}-${code.slice(4)}` } });
      }}
    >
      <Label htmlFor="extension-code">{t('typeCode')}</Label>
      <div className="flex gap-2">
        <Input id="extension-code" autoFocus value={value} placeholder="BCDF-GHJK" aria-invalid={invalid} aria-describedby={invalid ? 'extension-code-error' : undefined} onChange={(e) => setValue(e.target.value)} className="font-mono uppercase" />
        <Button type="submit">{t('continue')}</Button>
      </div>
      {invalid && (
        <p id="extension-code-error" className="text-sm text-destructive">
          {t('codeInvalid')}
        </p>
      )}
    </form>
  );
}

/** /extension/approve?code=…: the signed-in person lets the browser extension that shows this code in. */
export function ApproveExtensionPage({ code }: { code: string | undefined }) {
  const { t, i18n } = useTranslation('extension-sign-in');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('title'));
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const valid = code ? normaliseExtensionCode(code) : null;
  const pending = useQuery({
    queryKey: ['extension-sign-in', valid],
    queryFn: async ({ signal }) => (await call(getExtensionCode, { params: { code: valid ?? '' }, signal })).data,
    enabled: valid !== null && verdict === null,
    retry: false,
  });
  const decide = useMutation({
    mutationFn: async (next: Verdict) => {
      const endpoint = next === 'approved' ? approveExtensionCode : denyExtensionCode;
      await call(endpoint, { params: { code: valid ?? '' } });
      return next;
    },
    onSuccess: setVerdict,
  });

  let body;
  if (verdict) {
    const approved = verdict === 'approved';
    const Icon = approved ? CircleCheckBigIcon : CircleXIcon;
    body = (
      <CardHeader role="status" aria-live="polite">
        <Icon className={approved ? 'size-8 text-success' : 'size-8 text-destructive'} aria-hidden="true" />
        <CardTitle>{approved ? t('approvedTitle') : t('deniedTitle')}</CardTitle>
        <CardDescription>{approved ? t('approvedBody') : t('deniedBody')}</CardDescription>
      </CardHeader>
    );
  } else if (!valid) {
    body = (
      <>
        <CardHeader>
          <CardTitle>{t('noCodeTitle')}</CardTitle>
          <CardDescription>{t('noCodeBody')}</CardDescription>
        </CardHeader>
        <CardContent>
          <CodeForm initial={code ?? ''} />
        </CardContent>
      </>
    );
  } else if (pending.isPending) {
    body = (
      <CardHeader role="status" aria-busy="true">
        <LoaderCircleIcon className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
        <CardDescription>{t('loading')}</CardDescription>
      </CardHeader>
    );
  } else if (pending.isError) {
    const gone = isApiError(pending.error) && pending.error.code === EXTENSION_SIGN_IN_ERROR_CODES.CODE_NOT_FOUND;
    body = (
      <>
        <CardHeader>
          <CardTitle>{gone ? t('goneTitle') : t('errorTitle')}</CardTitle>
          <Alert variant="destructive">
            <AlertDescription>{gone ? t('goneBody') : describeError(tc, pending.error)}</AlertDescription>
          </Alert>
        </CardHeader>
        {!gone && (
          <CardFooter className="gap-2">
            <Button onClick={() => void pending.refetch()}>{t('retry')}</Button>
          </CardFooter>
        )}
      </>
    );
  } else {
    const request = pending.data;
    body = (
      <>
        <CardHeader>
          <CardTitle>{t('askTitle')}</CardTitle>
          <CardDescription>{t('askBody')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t('device')}</dt>
            <dd className="font-medium" data-testid="extension-device">
              {request.device_name}
            </dd>
            <dt className="text-muted-foreground">{t('code')}</dt>
            <dd className="font-mono text-lg tracking-widest" data-testid="extension-code">
              {request.code}
            </dd>
            <dt className="text-muted-foreground">{t('expires')}</dt>
            <dd>{formatDateTime(request.expires_at, i18n.language)}</dd>
          </dl>
          <p className="text-sm text-muted-foreground">{t('warning')}</p>
          {decide.isError && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{describeError(tc, decide.error)}</AlertDescription>
            </Alert>
          )}
        </CardContent>
        <CardFooter className="justify-end gap-2">
          <Button variant="outline" disabled={decide.isPending} onClick={() => decide.mutate('denied')} data-testid="extension-deny">
            {t('deny')}
          </Button>
          <Button disabled={decide.isPending} onClick={() => decide.mutate('approved')} data-testid="extension-approve">
            {t('approve')}
          </Button>
        </CardFooter>
      </>
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
      <Card className="max-w-xl">
        {body}
      </Card>
    </div>
  );
}

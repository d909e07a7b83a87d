import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, REVIEW_LINK_DEFAULT_DAYS, REVIEW_LINK_MAX_DAYS, createReviewLink, type Post } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = { en: 'English', fr: 'Français', ro: 'Română', zh: '中文' };

/** Sends some of the posts waiting for approval to an outside reviewer's address. */
export function SendReviewDialog({ open, posts, onClose }: { open: boolean; posts: readonly Post[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('approvals');
  const { t: tc } = useTranslation();
  const snackbar = useSnackbar();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [days, setDays] = useState(String(REVIEW_LINK_DEFAULT_DAYS));
  const [language, setLanguage] = useState<(typeof LANGUAGES)[number]>('en');
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => {
    if (!open) return;
    setChosen(posts.map((post) => post.id));
    setLanguage((LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as (typeof LANGUAGES)[number]) : 'en');
  }, [open, posts, i18n.language]);

  const mutation = useMutation({
    mutationFn: () =>
      call(createReviewLink, { body: { email: email.trim(), postIds: chosen, language, expiresInDays: Number(days), ...(message.trim() ? { message: message.trim() } : {}) } }),
    onSuccess: (response) => {
      snackbar.show(t('send.done', { email: response.data.email }), { tone: 'success' });
      setEmail('');
      setMessage('');
      onClose();
    },
  });
  const fieldError = (field: string) => (isApiError(mutation.error) ? mutation.error.fieldErrors[field] : undefined);
  const toggle = (id: number, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((item) => item !== id)));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          mutation.reset();
          onClose();
        }
      }}
    >
      <DialogContent closeLabel={t('send.cancel')}>
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (!mutation.isPending && chosen.length > 0) mutation.mutate();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('send.title')}</DialogTitle>
            <DialogDescription>{t('send.description')}</DialogDescription>
          </DialogHeader>
          {mutation.error && (
            <Alert variant="destructive">
              <AlertDescription>{describeError(tc, mutation.error)}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-2">
            <Label htmlFor="review-email">{t('send.email')}</Label>
            <Input id="review-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} required maxLength={254} autoComplete="email" autoFocus aria-invalid={fieldError('email') ? true : undefined} />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('send.posts')}</legend>
            <div className="grid max-h-48 gap-2 overflow-y-auto">
              {posts.map((post) => (
                <div key={post.id} className="flex items-start gap-3">
                  <Checkbox id={`review-post-${post.id}`} checked={chosen.includes(post.id)} onCheckedChange={(checked) => toggle(post.id, checked === true)} />
                  <Label htmlFor={`review-post-${post.id}`} className="line-clamp-2 font-normal">
                    {post.text || t('send.untitled')}
                  </Label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor="review-message">{t('send.message')}</Label>
            <Textarea id="review-message" value={message} onChange={(event) => setMessage(event.target.value)} rows={3} maxLength={1000} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="review-language">{t('send.language')}</Label>
              <select
                id="review-language"
                className="h-9 rounded-md border bg-background px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                value={language}
                onChange={(event) => setLanguage(event.target.value as (typeof LANGUAGES)[number])}
              >
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {LANGUAGE_NAMES[code]}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="review-days">{t('send.days')}</Label>
              <Input id="review-days" type="number" min={1} max={REVIEW_LINK_MAX_DAYS} value={days} onChange={(event) => setDays(event.target.value)} required />
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('send.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending || chosen.length === 0 || email.trim() === ''}>
              {mutation.isPending ? t('send.pending') : t('send.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/**
 * The form's submit button. While the request runs it shows a spinner and refuses clicks,
 * but keeps the focus (aria-disabled rather than disabled).
 */
export function SubmitButton({ pending, children, pendingLabel }: { pending: boolean; children: ReactNode; pendingLabel: string }) {
  return (
    <Button type="submit" size="lg" className="mt-2 w-full" aria-disabled={pending || undefined} aria-busy={pending || undefined}>
      {pending && <Spinner />}
      {pending ? pendingLabel : children}
    </Button>
  );
}

import type * as React from 'react';
import { useRouter } from '@tanstack/react-router';

function isModifiedClick(event: React.MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link whose target an editor wrote ("/pricing", "/#faq", "https://…"): paths of this site
 * navigate inside the app, other addresses open as usual.
 */
export function SiteLink({ href, onClick, ...props }: React.ComponentProps<'a'> & { href: string }) {
  const router = useRouter();
  const internal = href.startsWith('/') && !href.startsWith('//');
  return (
    <a
      href={href}
      {...(internal ? {} : { rel: 'noopener noreferrer' })}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !internal || isModifiedClick(event)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
      {...props}
    />
  );
}

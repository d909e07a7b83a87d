import { useCallback, useEffect, useState } from 'react';
import { loadSession, type StoredSession } from './api/session';
import { readItem } from './api/storage';
import { SIGN_IN_KEY, type SignInState } from './messages';
import { Approvals } from './popup/approvals';
import { ask } from './popup/bridge';
import { Composer } from './popup/composer';
import { SignIn } from './popup/sign-in';
import './popup/popup.css';

type View = 'compose' | 'approvals';

/** Time from the page starting to load to a composer ready for typing, for the measurement. */
function markReady(): void {
  if (document.body.dataset.readyMs) return;
  document.body.dataset.readyMs = String(Math.round(performance.now()));
}

export default function Popup() {
  const [session, setSession] = useState<StoredSession | null | undefined>(undefined);
  const [signIn, setSignIn] = useState<SignInState | undefined>(undefined);
  const [view, setView] = useState<View>('compose');
  const [waiting, setWaiting] = useState<number | null>(null);

  useEffect(() => {
    const area = chrome.storage.local;
    const read = () => {
      void loadSession(area).then((s) => setSession(s ?? null));
      void readItem<SignInState>(area, SIGN_IN_KEY).then(setSignIn);
    };
    read();
    const changed = (_changes: unknown, areaName: string) => areaName === 'local' && read();
    chrome.storage.onChanged.addListener(changed);
    return () => chrome.storage.onChanged.removeListener(changed);
  }, []);

  const onCount = useCallback((count: number) => setWaiting(count), []);

  if (session === undefined) return <main className="popup" aria-busy="true" />;
  if (session === null)
    return (
      <main className="popup">
        <SignIn state={signIn} />
      </main>
    );
  return (
    <main className="popup">
      <header>
        <nav role="tablist" aria-label="Cadence">
          <button type="button" role="tab" aria-selected={view === 'compose'} onClick={() => setView('compose')}>
            Compose
          </button>
          <button type="button" role="tab" aria-selected={view === 'approvals'} onClick={() => setView('approvals')}>
            Approvals{waiting ? ` (${waiting})` : ''}
          </button>
        </nav>
        <button type="button" className="link" title={`${session.user.email} on ${session.server}`} onClick={() => void ask({ type: 'sign-out' })}>
          Sign out
        </button>
      </header>
      {view === 'compose' ? <Composer server={session.server} timeZone={session.user.time_zone || Intl.DateTimeFormat().resolvedOptions().timeZone} onReady={markReady} /> : <Approvals onCount={onCount} />}
    </main>
  );
}

import { useState } from 'react';
import { normaliseServerUrl } from '../server-url';
import type { SignInState } from '../messages';
import { ask, messageOf } from './bridge';

function deviceName(): string {
  const agent = navigator.userAgent;
  const browser = /Firefox\//.test(agent) ? 'Firefox' : /Edg\//.test(agent) ? 'Edge' : /Chrom(e|ium)\//.test(agent) ? 'Chromium' : 'Browser';
  const system = /Windows/.test(agent) ? 'Windows' : /Mac OS X/.test(agent) ? 'macOS' : /Android/.test(agent) ? 'Android' : /Linux/.test(agent) ? 'Linux' : 'another system';
  return `${browser} on ${system} (Cadence extension)`;
}

/**
 * Sign-in without a password: the server's address, host access to it alone (asked now), then a
 * code the person approves in the dashboard tab this opens.
 */
export function SignIn({ state }: { state: SignInState | undefined }) {
  const [server, setServer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setError(null);
    setBusy(true);
    try {
      const origin = normaliseServerUrl(server);
      const granted = await chrome.permissions.request({ origins: [`${origin}/*`] });
      if (!granted) throw new Error('Cadence needs access to your server to sign in');
      await ask({ type: 'sign-in', server: origin, deviceName: deviceName() });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  if (state?.state === 'waiting')
    return (
      <section className="sign-in" aria-live="polite">
        <h2>Approve in your dashboard</h2>
        <p>Check that your dashboard shows this code, then press Approve:</p>
        <p className="code" data-testid="sign-in-code">
          {state.code}
        </p>
        <div className="row">
          <a className="button primary" href={state.verificationUrl} target="_blank" rel="noreferrer">
            Open the approval page
          </a>
          <button type="button" onClick={() => void ask({ type: 'cancel-sign-in' })}>
            Cancel
          </button>
        </div>
      </section>
    );

  return (
    <form
      className="sign-in"
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <h2>Sign in to Cadence</h2>
      <label htmlFor="server">Your Cadence server</label>
      <input id="server" data-testid="server-url" autoFocus required value={server} placeholder="cadence.example.com" onChange={(e) => setServer(e.target.value)} />
      <p className="muted">You approve the sign-in in your dashboard; your password is never typed here.</p>
      {(error ?? (state?.state === 'failed' ? state.message : null)) && (
        <p className="error" role="alert">
          {error ?? (state?.state === 'failed' ? state.message : '')}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Starting…' : 'Sign in'}
      </button>
    </form>
  );
}

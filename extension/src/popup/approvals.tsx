import { useCallback, useEffect, useState } from 'react';
import { approvePost, listPosts, rejectPost, type Post } from '@cadence/contracts';
import { call, messageOf } from './bridge';

/** Posts waiting for the user's approval, approved or rejected (with a comment) from here. */
export function Approvals({ onCount }: { onCount: (count: number) => void }) {
  const [posts, setPosts] = useState<Post[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(() => {
    setError(null);
    call(listPosts, { query: { status: 'not_approved', pagination: false, orderBy: 'scheduledAt' } })
      .then((data) => {
        const list = data as unknown as Post[];
        setPosts(list);
        onCount(list.length);
      })
      .catch((e: unknown) => setError(messageOf(e)));
  }, [onCount]);

  useEffect(load, [load]);

  async function decide(post: Post, verdict: 'approve' | 'reject') {
    setBusy(post.id);
    setError(null);
    try {
      if (verdict === 'approve') await call(approvePost, { params: { id: post.id }, body: {} });
      else await call(rejectPost, { params: { id: post.id }, body: { comment } });
      setRejecting(null);
      setComment('');
      load();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  }

  if (error)
    return (
      <div>
        <p className="error" role="alert">
          {error}
        </p>
        <button type="button" onClick={load}>
          Try again
        </button>
      </div>
    );
  if (posts === null) return <p className="muted" role="status">Loading…</p>;
  if (posts.length === 0) return <p className="muted">Nothing waits for your approval.</p>;
  return (
    <ul className="approvals">
      {posts.map((post) => (
        <li key={post.id}>
          <p className="excerpt">{post.text.slice(0, 280) || '(media only)'}</p>
          <p className="muted">
            {post.targets.map((t) => t.accountName).join(', ')}
            {post.scheduledAt ? ` · ${new Date(post.scheduledAt).toLocaleString()}` : ''}
          </p>
          {rejecting === post.id ? (
            <form
              className="row"
              onSubmit={(e) => {
                e.preventDefault();
                void decide(post, 'reject');
              }}
            >
              <label htmlFor={`why-${post.id}`} className="sr-only">
                Why it is rejected
              </label>
              <input id={`why-${post.id}`} autoFocus required value={comment} placeholder="Why? (the author sees it)" onChange={(e) => setComment(e.target.value)} />
              <button type="submit" disabled={busy === post.id || !comment.trim()}>
                Reject
              </button>
              <button type="button" onClick={() => setRejecting(null)}>
                Cancel
              </button>
            </form>
          ) : (
            <div className="row">
              <button type="button" className="primary" disabled={busy === post.id} onClick={() => void decide(post, 'approve')}>
                Approve
              </button>
              <button type="button" disabled={busy === post.id} onClick={() => setRejecting(post.id)}>
                Reject…
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

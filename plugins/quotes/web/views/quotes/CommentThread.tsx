import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { HttpClient, LoadStates, NotificationBus, formatDateTime, useService } from '@portolan/sdk';
import { QUOTES_API } from '../../../shared/types';
import { answerParts } from './answerParts';

/** A comment as the thread shows it (the server may name the author `authorName` or `name`). */
type Comment = { _id: string; text: string; authorName?: string; name?: string; createdAt: string; isMine?: boolean; byCustomer?: boolean };

export type CommentThreadProps = {
  /** Whose thread: `{ enquiryId }` (signed in) or `{ token }` (the shared link). */
  scope: { enquiryId: string } | { token: string };
  /** The shared view asks the commenter's name. */
  askName?: boolean;
  /** Reload every this many ms (live thread). @default 15000 */
  refreshMs?: number;
};

/** An enquiry's comment thread (comments / comment), oldest first, refreshed every 15 s and after a post. */
export function CommentThread({ scope, askName, refreshMs = 15_000 }: CommentThreadProps) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const [comments, setComments] = useState<Comment[]>([]);
  const [state, setState] = useState<{ loaded: boolean; error?: string }>({ loaded: false });
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [posting, setPosting] = useState(false);
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(scope);

  useEffect(() => {
    let current = true;
    void http.get<unknown>(QUOTES_API.comments, { query: JSON.parse(key) as Record<string, string> }).then((answer) => {
      if (!current) return;
      if (answer.ok) {
        setComments(answerParts.items<Comment>(answer.data));
        setState({ loaded: true });
      } else setState((s) => ({ loaded: s.loaded, error: answer.errorMessage ?? 'Server Error' }));
    });
    return () => {
      current = false;
    };
  }, [http, key, tick]);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);

  const post = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem('Write a comment first');
    if (askName && !name.trim()) return setProblem('Enter your name');
    setProblem(undefined);
    setPosting(true);
    const answer = await http.post(QUOTES_API.comment, { data: { ...scope, text: text.trim(), ...(askName ? { name: name.trim() } : {}) } });
    setPosting(false);
    notify.outcome(answer.ok, { success: 'Comment added', failure: `Failed to add the comment: ${answer.errorMessage ?? ''}` });
    if (answer.ok) {
      setText('');
      setTick((t) => t + 1);
    } else setProblem(answer.errorMessage ?? 'Server Error');
  };

  return (
    <section aria-labelledby="comment-thread-title" className="pt-no-print">
      <h2 id="comment-thread-title" className="bp6-heading" style={{ fontSize: 16 }}>
        Comments
      </h2>
      <LoadStates isFetching={!state.loaded && !state.error} error={state.loaded ? undefined : state.error} empty={!comments.length} emptyText="No comments yet" onRetry={() => setTick((t) => t + 1)}>
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Comment thread">
          {comments.map((c) => (
            <li key={c._id} style={{ padding: '6px 0', borderBottom: '1px solid rgba(17,20,24,.1)' }}>
              <div className="bp6-text-small">
                <strong>{c.authorName ?? c.name ?? 'Someone'}</strong>
                {c.isMine ? ' (you)' : c.byCustomer ? ' (customer)' : ''} · <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
              </div>
              <p style={{ margin: '2px 0 0', whiteSpace: 'pre-wrap' }}>{c.text}</p>
            </li>
          ))}
        </ol>
      </LoadStates>
      <form onSubmit={(e) => void post(e)} style={{ marginTop: 8 }}>
        {askName && (
          <FormGroup label="Your name" labelFor="comment-name" labelInfo="(required)">
            <InputGroup id="comment-name" value={name} onChange={(e) => setName(e.target.value)} />
          </FormGroup>
        )}
        <FormGroup label="Add a comment" labelFor="comment-text" intent={problem ? 'danger' : 'none'} helperText={problem && <span role="alert">{problem}</span>}>
          <TextArea id="comment-text" fill rows={3} value={text} onChange={(e) => setText(e.target.value)} />
        </FormGroup>
        <Button type="submit" icon="comment" text="Post comment" loading={posting} />
        {state.loaded && state.error && (
          <Callout intent="warning" style={{ marginTop: 8 }}>
            Could not refresh the comments: {state.error}
          </Callout>
        )}
      </form>
    </section>
  );
}

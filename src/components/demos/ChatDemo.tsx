import '@code-translation-groups/demos';
import {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluralForm} from '@docusaurus/theme-common';
import clsx from 'clsx';
import {
  CHAT_NAMESPACE,
  MESSAGE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  type Ack,
  type ChatClientToServer,
  type ChatServerToClient,
  type RefusalReason,
} from '@site/demo-server/protocol';
import ConnectionStatus from './ConnectionStatus';
import {useDemoSocket} from './useDemoSocket';
import styles from './ChatDemo.module.css';

/** What the log shows: messages, and notices about people joining and leaving. */
type Entry =
  | {kind: 'message'; id: string; username: string; text: string; time: number; own: boolean}
  | {kind: 'joined' | 'left'; id: string; username: string};

/** The log keeps the most recent entries only. */
const MAX_ENTRIES = 200;
/** "Is typing" ends this long after the last keystroke. */
const TYPING_IDLE_MS = 2000;
const ACK_TIMEOUT_MS = 5000;

type Problem = RefusalReason | 'offline' | 'timeout';

function problemText(problem: Problem, context: 'join' | 'message'): ReactNode {
  switch (problem) {
    case 'rate-limited':
      return <Translate id="demos.chat.error.rateLimited">Too fast: wait a moment before sending again.</Translate>;
    case 'offline':
    case 'timeout':
      return <Translate id="demos.chat.error.offline">The demo server did not answer. Try again once connected.</Translate>;
    case 'not-joined':
      return <Translate id="demos.chat.error.notJoined">Pick a name before sending messages.</Translate>;
    case 'busy':
      return (
        <Translate id="demos.chat.error.busy">The chat is too busy right now: your message was not sent. Try again in a moment.</Translate>
      );
    case 'full':
      return <Translate id="demos.chat.error.full">The chat is full right now. Try again in a few minutes.</Translate>;
    default:
      return context === 'join' ? (
        <Translate id="demos.chat.error.invalidName" values={{max: USERNAME_MAX_LENGTH}}>
          {'The server refused this name: use 1 to {max} characters, without control characters.'}
        </Translate>
      ) : (
        <Translate id="demos.chat.error.invalidMessage" values={{max: MESSAGE_MAX_LENGTH}}>
          {'The server refused this message: use 1 to {max} characters.'}
        </Translate>
      );
  }
}

function formatTime(time: number, locale: string): string {
  return new Date(time).toLocaleTimeString(locale, {hour: '2-digit', minute: '2-digit'});
}

export default function ChatDemo() {
  const {socket, state} = useDemoSocket<ChatServerToClient, ChatClientToServer>(CHAT_NAMESPACE);
  const {selectMessage} = usePluralForm();
  const {i18n} = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const [username, setUsername] = useState<string | null>(null);
  const [nameDraft, setNameDraft] = useState('');
  const [draft, setDraft] = useState('');
  const [entries, setEntries] = useState<Entry[]>([]);
  const [users, setUsers] = useState<number | null>(null);
  const [typists, setTypists] = useState<string[]>([]);
  const [problem, setProblem] = useState<{problem: Problem; context: 'join' | 'message'} | null>(null);
  const [busy, setBusy] = useState(false);

  const usernameRef = useRef<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const logRef = useRef<HTMLDivElement>(null);
  const messageInput = useRef<HTMLInputElement>(null);

  const append = (entry: Entry) => setEntries((previous) => [...previous.slice(-(MAX_ENTRIES - 1)), entry]);

  useEffect(() => {
    if (!socket) return undefined;
    let notice = 0;
    const onMessage: ChatServerToClient['message'] = (message) =>
      append({kind: 'message', ...message, own: message.username === usernameRef.current});
    const onJoined: ChatServerToClient['user joined'] = ({username: who, users: count}) => {
      append({kind: 'joined', id: `notice-${notice++}`, username: who});
      if (count >= 0) setUsers(count);
    };
    const onLeft: ChatServerToClient['user left'] = ({username: who, users: count}) => {
      append({kind: 'left', id: `notice-${notice++}`, username: who});
      if (count >= 0) setUsers(count);
    };
    const onTyping: ChatServerToClient['typing'] = ({username: who, typing}) =>
      setTypists((previous) => (typing ? [...previous.filter((name) => name !== who), who] : previous.filter((name) => name !== who)));
    // After a reconnection the server knows this socket no longer: join again under the same name.
    const onConnect = async () => {
      setTypists([]);
      const name = usernameRef.current;
      if (name === null) return;
      try {
        const result = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('join', name);
        if (result.ok) setUsers(result.users >= 0 ? result.users : null);
      } catch {
        // No answer: the next reconnection tries again.
      }
    };
    socket.on('message', onMessage);
    socket.on('user joined', onJoined);
    socket.on('user left', onLeft);
    socket.on('typing', onTyping);
    socket.on('connect', onConnect);
    socket.connect();
    return () => {
      socket.off('message', onMessage);
      socket.off('user joined', onJoined);
      socket.off('user left', onLeft);
      socket.off('typing', onTyping);
      socket.off('connect', onConnect);
      clearTimeout(typingTimer.current);
    };
  }, [socket]);

  // Keep the newest entry in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries]);

  async function join(event: FormEvent) {
    event.preventDefault();
    const name = nameDraft.trim();
    if (!socket || name === '') return;
    if (!socket.connected) return setProblem({problem: 'offline', context: 'join'});
    setBusy(true);
    try {
      const result: Ack<{users: number}> = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('join', name);
      if (result.ok) {
        usernameRef.current = name;
        setUsername(name);
        setUsers(result.users >= 0 ? result.users : null);
        setProblem(null);
      } else {
        setProblem({problem: result.error, context: 'join'});
      }
    } catch {
      setProblem({problem: 'timeout', context: 'join'});
    } finally {
      setBusy(false);
    }
  }

  // Focus the message field once the name is accepted.
  useEffect(() => {
    if (username !== null) messageInput.current?.focus();
  }, [username]);

  function stopTyping() {
    if (typingTimer.current === undefined) return;
    clearTimeout(typingTimer.current);
    typingTimer.current = undefined;
    if (socket?.connected) socket.emit('typing', false);
  }

  function onDraftChange(value: string) {
    setDraft(value);
    if (!socket?.connected) return;
    // Only the changes of state travel: one `typing: true` when typing starts, one `false` when it stops.
    if (typingTimer.current === undefined) socket.emit('typing', true);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!socket || text === '') return;
    if (!socket.connected) return setProblem({problem: 'offline', context: 'message'});
    stopTyping();
    try {
      const result: Ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('message', text);
      if (result.ok) {
        setDraft('');
        setProblem(null);
      } else {
        setProblem({problem: result.error, context: 'message'});
      }
    } catch {
      setProblem({problem: 'timeout', context: 'message'});
    }
  }

  const typingLine =
    typists.length === 0 ? null : typists.length === 1 ? (
      <Translate id="demos.chat.typing.one" values={{name: <strong>{typists[0]}</strong>}}>
        {'{name} is typing…'}
      </Translate>
    ) : (
      <Translate id="demos.chat.typing.many" values={{count: typists.length}}>
        {'{count} people are typing…'}
      </Translate>
    );

  return (
    <section className={styles.chat} aria-labelledby="chat-demo-heading" data-joined={username !== null}>
      <h2 id="chat-demo-heading" className={styles.heading}>
        <Translate id="demos.chat.heading">Chat room</Translate>
      </h2>
      <ConnectionStatus state={state} />

      {username === null ? (
        <form className={styles.form} onSubmit={join}>
          <label htmlFor="chat-demo-name" className={styles.label}>
            <Translate id="demos.chat.name.label">Your name</Translate>
          </label>
          <div className={styles.row}>
            <input
              id="chat-demo-name"
              className={styles.input}
              type="text"
              autoComplete="nickname"
              required
              maxLength={USERNAME_MAX_LENGTH}
              value={nameDraft}
              onChange={(event) => setNameDraft(event.target.value)}
              aria-describedby="chat-demo-name-hint"
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              <Translate id="demos.chat.name.submit">Join the chat</Translate>
            </button>
          </div>
          <p id="chat-demo-name-hint" className={styles.hint}>
            <Translate id="demos.chat.name.hint" values={{max: USERNAME_MAX_LENGTH}}>
              {'Up to {max} characters. Everyone on this page will see it.'}
            </Translate>
          </p>
        </form>
      ) : (
        <>
          <p className={styles.meta}>
            <span>
              <Translate id="demos.chat.joinedAs" values={{name: <strong>{username}</strong>}}>
                {'You are {name}.'}
              </Translate>
            </span>
            {users !== null && (
              <span data-testid="chat-users">
                {selectMessage(
                  users,
                  translate(
                    {id: 'demos.chat.users', message: 'One person online|{count} people online'},
                    {count: users},
                  ),
                )}
              </span>
            )}
          </p>
          <div
            ref={logRef}
            className={styles.log}
            role="log"
            aria-live="polite"
            tabIndex={0}
            aria-label={translate({id: 'demos.chat.log.label', message: 'Messages'})}>
            <ol className={styles.entries}>
              {entries.length === 0 && (
                <li className={styles.notice}>
                  <Translate id="demos.chat.log.empty">No messages yet. Say hello!</Translate>
                </li>
              )}
              {entries.map((entry) =>
                entry.kind === 'message' ? (
                  <li key={entry.id} className={clsx(styles.message, entry.own && styles.own)}>
                    <span className={styles.author}>{entry.username}</span>{' '}
                    <time className={styles.time} dateTime={new Date(entry.time).toISOString()}>
                      {formatTime(entry.time, locale)}
                    </time>
                    <span className={styles.text}>{entry.text}</span>
                  </li>
                ) : (
                  <li key={entry.id} className={styles.notice}>
                    {entry.kind === 'joined' ? (
                      <Translate id="demos.chat.notice.joined" values={{name: <strong>{entry.username}</strong>}}>
                        {'{name} joined the chat.'}
                      </Translate>
                    ) : (
                      <Translate id="demos.chat.notice.left" values={{name: <strong>{entry.username}</strong>}}>
                        {'{name} left the chat.'}
                      </Translate>
                    )}
                  </li>
                ),
              )}
            </ol>
          </div>
          <p className={styles.typing}>{typingLine}</p>
          <form className={styles.form} onSubmit={send}>
            <label htmlFor="chat-demo-message" className={styles.label}>
              <Translate id="demos.chat.message.label">Message</Translate>
            </label>
            <div className={styles.row}>
              <input
                id="chat-demo-message"
                ref={messageInput}
                className={styles.input}
                type="text"
                autoComplete="off"
                required
                maxLength={MESSAGE_MAX_LENGTH}
                value={draft}
                onChange={(event) => onDraftChange(event.target.value)}
                onBlur={stopTyping}
              />
              <button type="submit" className="button button--primary">
                <Translate id="demos.chat.message.submit">Send</Translate>
              </button>
            </div>
          </form>
        </>
      )}
      {problem && (
        <p role="alert" className={styles.error}>
          {problemText(problem.problem, problem.context)}
        </p>
      )}
    </section>
  );
}

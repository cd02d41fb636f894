import '@code-translation-groups/demos';
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import clsx from 'clsx';
import type {ConnectionState} from './useDemoSocket';
import styles from './ConnectionStatus.module.css';

const messages: Record<ConnectionState, ReactNode> = {
  connecting: <Translate id="demos.status.connecting">Connecting to the demo server…</Translate>,
  connected: <Translate id="demos.status.connected">Connected to the demo server.</Translate>,
  reconnecting: <Translate id="demos.status.reconnecting">Connection lost. Reconnecting…</Translate>,
  unreachable: (
    <Translate id="demos.status.unreachable">
      The demo server cannot be reached right now. The page keeps trying and will reconnect by itself.
    </Translate>
  ),
  crowded: (
    <Translate id="demos.status.crowded">
      Too many demo pages are open from your network. Close one of them, then reload this page.
    </Translate>
  ),
};

/** The state of the connection, announced politely by screen readers when it changes. */
export default function ConnectionStatus({state}: {state: ConnectionState}) {
  return (
    <p role="status" aria-live="polite" data-state={state} className={clsx(styles.status, styles[state])}>
      <span className={styles.dot} aria-hidden="true" />
      {messages[state]}
    </p>
  );
}

import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import Translate from '@docusaurus/Translate';
import Spinner from '@site/src/components/Spinner';
import styles from './styles.module.css';

/**
 * Replaces Docusaurus's fallback loader (shown while a lazily loaded page's code arrives), whose texts are
 * English only: the spinner after react-loadable's 200 ms delay, and the error or time-out in a red box with a
 * Retry button, in the reader's language and announced to screen readers.
 */
export default function Loading({error, timedOut, pastDelay, retry}: LoadingComponentProps): ReactNode {
  if (error || timedOut) {
    return (
      <div className={`alert alert--danger ${styles.failure}`} role="alert">
        <p>
          {error ? (
            <Translate id="theme.Loading.error">This page could not be loaded.</Translate>
          ) : (
            <Translate id="theme.Loading.timedOut">This page is taking too long to load.</Translate>
          )}
        </p>
        {error ? <p className={styles.details}>{String(error)}</p> : null}
        <button type="button" className="button button--danger" onClick={retry}>
          <Translate id="theme.Loading.retry">Retry</Translate>
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <Spinner />
      <span className={styles.label}>
        <Translate id="theme.Loading.loading">Loading…</Translate>
      </span>
    </div>
  );
}

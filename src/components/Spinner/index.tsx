import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** A spinning ring. Decorative: the caller says in words what is loading. */
export default function Spinner({className}: {className?: string}): ReactNode {
  return <span className={clsx(styles.spinner, className)} aria-hidden="true" />;
}

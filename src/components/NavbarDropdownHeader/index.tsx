import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {label: string; mobile?: boolean};

/** A non-interactive title grouping the links that follow it in a navbar dropdown. */
export default function NavbarDropdownHeader({label, mobile}: Props) {
  return <li className={clsx(styles.header, mobile ? 'menu__list-item' : styles.desktop)}>{label}</li>;
}

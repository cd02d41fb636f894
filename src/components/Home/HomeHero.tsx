import '@code-translation-groups/home';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {externalLinks} from '@site/config/links';
import styles from './HomeHero.module.css';

export default function HomeHero() {
  return (
    <header className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>Socket.IO</h1>
        <p className={styles.tagline}>
          <Translate id="home.hero.tagline">Bidirectional and low-latency communication for every platform</Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/v4/">
            <Translate id="home.hero.getStarted">Get started</Translate>
          </Link>
          <Link className="button button--secondary button--outline button--lg" href={externalLinks.github}>
            <Translate id="home.hero.github">Source code on GitHub</Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}

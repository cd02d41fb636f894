import '@code-translation-groups/home';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {sponsorPage, sponsors} from '@site/src/data/sponsors';
import styles from './Sponsors.module.css';

export default function Sponsors() {
  return (
    <section className={styles.sponsors}>
      <div className="container">
        <h2>
          <Translate id="home.sponsors.title">Sponsors</Translate>
        </h2>
        <p>
          <Translate id="home.sponsors.description">
            Socket.IO is free and open source. Sponsors pay for the time spent on maintenance, new features and this
            documentation.
          </Translate>
        </p>
        {sponsors.length > 0 && (
          <ul className={styles.logos}>
            {sponsors.map((sponsor) => (
              <li key={sponsor.name}>
                <Link href={sponsor.url}>
                  <img src={sponsor.logo} alt={sponsor.name} height={48} loading="lazy" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link className="button button--primary" href={sponsorPage}>
          <Translate id="home.sponsors.become">Become a sponsor</Translate>
        </Link>
      </div>
    </section>
  );
}

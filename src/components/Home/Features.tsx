import '@code-translation-groups/home';
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './Features.module.css';

type Feature = {title: ReactNode; description: ReactNode; icon: ReactNode};

const features: Feature[] = [
  {
    title: <Translate id="home.features.performant.title">Performant</Translate>,
    description: (
      <Translate id="home.features.performant.description">
        Most of the time the connection is a plain WebSocket, and every packet adds only a few bytes of overhead to
        your data.
      </Translate>
    ),
    icon: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  },
  {
    title: <Translate id="home.features.reliable.title">Reliable</Translate>,
    description: (
      <Translate id="home.features.reliable.description">
        When a WebSocket connection cannot be opened, the connection falls back to HTTP long-polling, and a client
        that loses the connection reconnects by itself.
      </Translate>
    ),
    icon: <path d="M12 2 4 5v6c0 5 3.5 9.5 8 11 4.5-1.5 8-6 8-11V5z" />,
  },
  {
    title: <Translate id="home.features.scalable.title">Scalable</Translate>,
    description: (
      <Translate id="home.features.scalable.description">
        Spread your application over several servers and keep sending events to every connected client.
      </Translate>
    ),
    icon: (
      <>
        <rect x="3" y="3" width="18" height="6" rx="1" />
        <rect x="3" y="15" width="18" height="6" rx="1" />
        <path d="M12 9v6" />
      </>
    ),
  },
];

export default function Features() {
  return (
    <section className={styles.features}>
      <div className="container">
        <div className="row">
          {features.map((feature, index) => (
            <div key={index} className="col col--4">
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
                {feature.icon}
              </svg>
              <h2 className={styles.title}>{feature.title}</h2>
              <p>{feature.description}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

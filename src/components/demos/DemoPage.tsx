import '@code-translation-groups/demos';
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import StaticPart from '@theme/StaticPart';
import Translate from '@docusaurus/Translate';
import styles from './DemoPage.module.css';

const SOURCE = 'https://github.com/socketio/socket.io-website/tree/main';

type Props = {title: string; description: string; heading: ReactNode; intro: ReactNode; children: ReactNode};

/**
 * The frame shared by the demo pages: what the demo shows, the demo itself (`children`, a component rendering a
 * `<section>`), and where its source lives. On the page the browser loaded, the text around the demo keeps the
 * server's HTML, and the demo too until the reader reaches it (static-parts): a phone's first screen shows the
 * heading and the intro, and the demo's client connects once its controls come into view.
 */
export default function DemoPage({title, description, heading, intro, children}: Props) {
  return (
    <Layout title={title} description={description}>
      <main className="container margin-vert--lg">
        <StaticPart as="header">
          <header>
            <Heading as="h1">{heading}</Heading>
            <div className={styles.intro}>{intro}</div>
          </header>
        </StaticPart>
        <StaticPart as="section" until="reached">
          {children}
        </StaticPart>
        <StaticPart as="section">
          <section className={styles.source} aria-labelledby="demo-source-heading">
            <Heading as="h2" id="demo-source-heading">
              <Translate id="demos.source.heading">Source code</Translate>
            </Heading>
            <p>
              <Translate id="demos.source.text">
                This demo is part of the website's repository: the Socket.IO server runs with the site (npm start),
                and the page is a React component using socket.io-client.
              </Translate>
            </p>
            <ul>
              <li>
                <a href={`${SOURCE}/demo-server`}>
                  <Translate id="demos.source.server">The demo server (demo-server/)</Translate>
                </a>
              </li>
              <li>
                <a href={`${SOURCE}/src/components/demos`}>
                  <Translate id="demos.source.client">The demo components (src/components/demos/)</Translate>
                </a>
              </li>
            </ul>
          </section>
        </StaticPart>
      </main>
    </Layout>
  );
}

import '@code-translation-groups/home';
import Translate from '@docusaurus/Translate';
import {MDXProvider} from '@mdx-js/react';
import MDXCode from '@theme/MDXComponents/Code';
import MDXPre from '@theme/MDXComponents/Pre';
import ServerCode from '@site/src/pages/_basic-example-server.mdx';
import ClientCode from '@site/src/pages/_basic-example-client.mdx';
import styles from './BasicExample.module.css';

/**
 * The theme's code blocks for the Markdown partials, and nothing else of MDXContent: the landing page has no
 * admonition, heading anchor or details, whose components would come with MDXContent's.
 */
const codeComponents = {pre: MDXPre, code: MDXCode};

/** Both sides of the example at once, side by side on wide screens: the exchange reads across the two files. */
export default function BasicExample() {
  return (
    <section className={styles.basicExample}>
      <div className="container">
        <h2>
          <Translate id="home.example.title">A basic example</Translate>
        </h2>
        <p>
          <Translate id="home.example.description">
            The server greets each client that connects and relays every chat message to all the connected clients.
            Both sides send and receive events with any serializable data.
          </Translate>
        </p>
        <MDXProvider components={codeComponents}>
          <div className={styles.sides}>
            <div>
              <h3>
                <Translate id="home.example.server">Server</Translate>
              </h3>
              <ServerCode />
            </div>
            <div>
              <h3>
                <Translate id="home.example.client">Client</Translate>
              </h3>
              <ClientCode />
            </div>
          </div>
        </MDXProvider>
      </div>
    </section>
  );
}

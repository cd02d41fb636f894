import '@code-translation-groups/home';
import Translate from '@docusaurus/Translate';
import MDXContent from '@theme/MDXContent';
import ServerCode from '@site/src/pages/_basic-example-server.mdx';
import ClientCode from '@site/src/pages/_basic-example-client.mdx';
import styles from './BasicExample.module.css';

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
        {/* MDXContent provides the theme's code blocks to the Markdown partials. */}
        <MDXContent>
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
        </MDXContent>
      </div>
    </section>
  );
}

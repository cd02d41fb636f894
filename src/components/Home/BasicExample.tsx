import Translate from '@docusaurus/Translate';
import MDXContent from '@theme/MDXContent';
import BasicExampleCode from '@site/src/pages/_basic-example.mdx';
import styles from './BasicExample.module.css';

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
        {/* MDXContent provides the theme's code blocks and tabs to the Markdown partial. */}
        <MDXContent>
          <BasicExampleCode />
        </MDXContent>
      </div>
    </section>
  );
}

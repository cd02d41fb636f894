// Wrapped so that the footer (links and text) keeps the server's HTML on the page the browser loaded (see the plugin).
import type {ReactNode} from 'react';
import Footer from '@theme-init/Footer';
import StaticPart from '@theme/StaticPart';

export default function FooterWrapper(): ReactNode {
  return (
    <StaticPart as="footer">
      <Footer />
    </StaticPart>
  );
}

import '@code-translation-groups/home';
import Layout from '@theme/Layout';
import StaticPart from '@theme/StaticPart';
import {translate} from '@docusaurus/Translate';
import HomeHero from '@site/src/components/Home/HomeHero';
import Features from '@site/src/components/Home/Features';
import BasicExample from '@site/src/components/Home/BasicExample';
import LatestPosts from '@site/src/components/Home/LatestPosts';
import Sponsors from '@site/src/components/Home/Sponsors';

export default function Home() {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'Bidirectional and low-latency communication for every platform'})}
      description={translate({
        id: 'home.meta.description',
        message:
          'Socket.IO is a library for real-time, bidirectional and event-based communication between web clients and servers.',
      })}>
      {/* Text, links and code blocks: the server's HTML on the page the browser loaded (plugins/performance/static-parts). */}
      <StaticPart as="main">
        <main>
          <HomeHero />
          <Features />
          <BasicExample />
          <LatestPosts />
          <Sponsors />
        </main>
      </StaticPart>
    </Layout>
  );
}

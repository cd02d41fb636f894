import '@code-translation-groups/home';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {BlogGlobalData} from '@site/plugins/blog-latest-posts';
import styles from './LatestPosts.module.css';

/** The newest posts, read from the blog plugin's data: publishing a post is enough to list it here. */
export default function LatestPosts() {
  const blog = usePluginData('docusaurus-plugin-content-blog', undefined, {failfast: false}) as BlogGlobalData | undefined;
  // The blog post header's format: computed at build time (plugins/performance/precomputed-intl).
  const dateFormat = useDateTimeFormat({day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
  const latestPosts = blog?.latestPosts ?? [];
  if (latestPosts.length === 0) return null;
  return (
    <section className={styles.latestPosts}>
      <div className="container">
        <h2>
          <Translate id="home.latestPosts.title">Latest posts</Translate>
        </h2>
        <ul className={styles.list}>
          {latestPosts.map((post) => (
            <li key={post.permalink} className={styles.post} lang={post.lang}>
              <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
              <Link to={post.permalink}>{post.title}</Link>
              <p>{post.description}</p>
            </li>
          ))}
        </ul>
        <Link to="/blog/">
          <Translate id="home.latestPosts.all">All posts</Translate>
        </Link>
      </div>
    </section>
  );
}

// Swizzled (ejected): the theme's archive puts its header outside <main> (a second banner landmark) and skips h2.
import React from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDateTimeFormat } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

type ArchivePost = Props['archive']['blogPosts'][number];

function postsByYear(posts: readonly ArchivePost[]): [string, ArchivePost[]][] {
  const years = new Map<string, ArchivePost[]>();
  for (const post of posts) {
    const year = post.metadata.date.split('-')[0];
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years];
}

export default function BlogArchive({ archive }: Props): React.JSX.Element {
  const title = translate({ id: 'theme.blog.archive.title', message: 'Archive' });
  const description = 'Every guide, newest first.';
  const format = useDateTimeFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <div className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </div>
          <section className="container margin-vert--lg">
            <div className="row">
              {postsByYear(archive.blogPosts).map(([year, posts]) => (
                <div key={year} className="col col--4 margin-vert--lg">
                  <Heading as="h2" id={year}>
                    {year}
                  </Heading>
                  <ul>
                    {posts.map((post) => (
                      <li key={post.metadata.permalink}>
                        <Link to={post.metadata.permalink}>
                          {format.format(new Date(post.metadata.date))} - {post.metadata.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        </main>
      </Layout>
    </>
  );
}

// Swizzled (ejected): the theme leaves a guide's table of contents outside every landmark; here it is an <aside>.
import React from 'react';
import clsx from 'clsx';
import BlogSidebar from '@theme/BlogSidebar';
import type { Props } from '@theme/BlogLayout';
import Layout from '@theme/Layout';

export default function BlogLayout({ sidebar, toc, children, ...layoutProps }: Props): React.JSX.Element {
  const hasSidebar = sidebar && sidebar.items.length > 0;
  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar} />
          <main className={clsx('col', { 'col--7': hasSidebar, 'col--9 col--offset-1': !hasSidebar })}>{children}</main>
          {toc && (
            <aside className="col col--2" aria-label="On this page">
              {toc}
            </aside>
          )}
        </div>
      </div>
    </Layout>
  );
}

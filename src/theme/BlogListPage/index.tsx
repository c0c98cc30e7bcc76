// Swizzled (ejected) because the theme's guides list has no h1: readers and screen readers get a page heading here.
import React from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogPostItems from '@theme/BlogPostItems';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import type { Props } from '@theme/BlogListPage';

export default function BlogListPage(props: Props): React.JSX.Element {
  const { metadata, items, sidebar } = props;
  const { blogTitle, blogDescription, page } = metadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={page > 1 ? `${blogTitle}, page ${page}` : blogTitle} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--lg">
          <Heading as="h1">{page > 1 ? `${blogTitle}, page ${page}` : blogTitle}</Heading>
          <p>{blogDescription}</p>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}

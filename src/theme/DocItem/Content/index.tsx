// Swizzled (ejected): the "Copy page" menu shares the title's row in the header, beside the title or under it on a
// narrow column; and a doc shown at a second URL (the docs root, a trailing slash) names its own as the canonical one.
import React from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type { Props } from '@theme/DocItem/Content';
import CopyPageMenu from '../../../components/CopyPageMenu';
import TitleRow from '../../../components/CopyPageMenu/TitleRow';
import SocialCardMeta from '../../../components/SocialCardMeta';

export default function DocItemContent({ children }: Props): React.JSX.Element {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const canonical = `${useDocusaurusContext().siteConfig.url}${metadata.permalink}`;
  // As in the theme: the front matter's title, unless it is hidden or the Markdown starts with its own h1.
  const syntheticTitle = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      <Head>
        <link rel="canonical" href={canonical} />
        <meta property="og:url" content={canonical} />
      </Head>
      <SocialCardMeta permalink={metadata.permalink} title={metadata.title} />
      {syntheticTitle ? (
        <header>
          <TitleRow permalink={metadata.permalink}>
            <Heading as="h1">{syntheticTitle}</Heading>
          </TitleRow>
        </header>
      ) : (
        <CopyPageMenu permalink={metadata.permalink} />
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}

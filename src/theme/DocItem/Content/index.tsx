// Swizzled (wrapped): the "Copy page" menu goes beside the title of every docs page, which this component renders.
import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import CopyPageMenu from '../../../components/CopyPageMenu';
import SocialCardMeta from '../../../components/SocialCardMeta';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const { permalink, title } = useDoc().metadata;
  const canonical = `${useDocusaurusContext().siteConfig.url}${permalink}`;
  return (
    <>
      {/* A doc shown at a second URL (the docs root, a trailing slash) names its own URL as the canonical one. */}
      <Head>
        <link rel="canonical" href={canonical} />
        <meta property="og:url" content={canonical} />
      </Head>
      <SocialCardMeta permalink={permalink} title={title} />
      <CopyPageMenu permalink={permalink} />
      <Content {...props} />
    </>
  );
}

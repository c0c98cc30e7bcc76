// Names the page's own social card, which src/plugins/socialCards.ts draws at build time, for link previews.
import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { SOCIAL_CARD, socialCardPath } from '../../config/socialCards';

export default function SocialCardMeta({ permalink, title }: { permalink: string; title: string }): React.JSX.Element {
  const { url, baseUrl } = useDocusaurusContext().siteConfig;
  const image = `${url}${socialCardPath(permalink, baseUrl)}`;
  // The theme names the site's card; these, deeper in the tree, replace its tags of the same name.
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:image" content={image} />
    </Head>
  );
}

// Swizzled (wrapped): on a guide's own page, its title shares its row with the "Copy page" menu, and the page names its social card.
import React from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type { WrapperProps } from '@docusaurus/types';
import TitleRow from '../../../../components/CopyPageMenu/TitleRow';
import SocialCardMeta from '../../../../components/SocialCardMeta';

type Props = WrapperProps<typeof TitleType>;

export default function TitleWrapper(props: Props): React.JSX.Element {
  const { metadata, isBlogPostPage } = useBlogPost();
  if (!isBlogPostPage) return <Title {...props} />;
  return (
    <>
      <SocialCardMeta permalink={metadata.permalink} title={metadata.title} />
      <TitleRow permalink={metadata.permalink}>
        <Title {...props} />
      </TitleRow>
    </>
  );
}

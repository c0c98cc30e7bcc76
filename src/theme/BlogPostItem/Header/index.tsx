// Swizzled (wrapped): the "Copy page" menu goes beside a guide's title on its page; the guides list shares this header.
import React from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type { WrapperProps } from '@docusaurus/types';
import CopyPageMenu from '../../../components/CopyPageMenu';
import SocialCardMeta from '../../../components/SocialCardMeta';

type Props = WrapperProps<typeof HeaderType>;

export default function HeaderWrapper(props: Props): React.JSX.Element {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      {isBlogPostPage && <SocialCardMeta permalink={metadata.permalink} title={metadata.title} />}
      {isBlogPostPage && <CopyPageMenu permalink={metadata.permalink} />}
      <Header {...props} />
    </>
  );
}

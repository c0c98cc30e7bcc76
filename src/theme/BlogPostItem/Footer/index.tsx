// Swizzled (wrapped): "Was this page helpful?" closes a guide on its own page; the guides list shares this footer.
import React from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import PageFeedback from '../../../components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): React.JSX.Element {
  const { isBlogPostPage } = useBlogPost();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && <PageFeedback />}
    </>
  );
}

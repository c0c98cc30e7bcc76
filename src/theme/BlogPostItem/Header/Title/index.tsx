// Swizzled (wrapped): a guide's title shares its row with the "Copy page" menu on the guide's own page only.
import React from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type { WrapperProps } from '@docusaurus/types';
import TitleRow from '../../../../components/CopyPageMenu/TitleRow';

type Props = WrapperProps<typeof TitleType>;

export default function TitleWrapper(props: Props): React.JSX.Element {
  const { metadata, isBlogPostPage } = useBlogPost();
  if (!isBlogPostPage) return <Title {...props} />;
  return (
    <TitleRow permalink={metadata.permalink}>
      <Title {...props} />
    </TitleRow>
  );
}

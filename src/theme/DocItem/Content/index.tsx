// Swizzled (wrapped): the "Copy page" menu goes beside the title of every docs page, which this component renders.
import React from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import CopyPageMenu from '../../../components/CopyPageMenu';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const { permalink } = useDoc().metadata;
  return (
    <>
      <CopyPageMenu permalink={permalink} />
      <Content {...props} />
    </>
  );
}

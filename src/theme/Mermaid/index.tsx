// Swizzled (wrapped): Mermaid weighs about 170 KB gzip; load it on pages that have a diagram, not with every page.
import React, { Suspense, lazy } from 'react';
import type { Props } from '@theme/Mermaid';

const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function LazyMermaid(props: Props): React.JSX.Element {
  return (
    <Suspense fallback={<div className="docusaurus-mermaid-container" aria-busy="true" />}>
      <Mermaid {...props} />
    </Suspense>
  );
}

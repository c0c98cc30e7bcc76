// Swizzled (wrapped): a fence that runs against the sample API has `tryit=<params>` in its meta (src/remark/tryIt.ts),
// and only the code block receives the meta, so it is here that the block gets its "Try it" link to the API explorer.
import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeBlockType>;

const TRY_IT = /(?:^|\s)tryit=(\S+)/;

export default function CodeBlockWrapper(props: Props): React.JSX.Element {
  const explorer = useBaseUrl('/api/api-explorer');
  const params = props.metastring ? TRY_IT.exec(props.metastring)?.[1] : undefined;
  if (!params) return <CodeBlock {...props} />;
  // The theme reads the title and highlighted lines from the rest of the meta.
  const metastring = props.metastring?.replace(TRY_IT, '').trim() || undefined;
  return (
    <>
      <CodeBlock {...props} metastring={metastring} />
      <div className={styles.tryIt}>
        <Link
          className={styles.tryItLink}
          to={`${explorer}#${params}`}
          aria-label="Try it: open this query in the API explorer">
          <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
            <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
          </svg>
          Try it
        </Link>
      </div>
    </>
  );
}

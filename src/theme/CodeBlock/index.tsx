// Swizzled (ejected): fences arrive highlighted at build time (src/remark/highlightCode.ts), so this block renders
// that HTML as is, which keeps Prism out of the browser and the tokens out of hydration; a fence that runs against
// the sample API (`tryit=<params>` in its meta, from src/remark/tryIt.ts) also gets a "Try it" link to the explorer.
import React, { Children, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useCodeWordWrap } from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import type { Props as ThemeProps } from '@theme/CodeBlock';
import styles from './styles.module.css';

export interface Props extends ThemeProps {
  /** The code as highlighted HTML, set at build time for every fence. */
  html?: string;
}

const TRY_IT = /(?:^|\s)tryit=(\S+)/;

/** The children as one string, or undefined when they hold elements (JSX content cannot be copied as text). */
function plainText(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  return parts.every((part) => typeof part === 'string') ? parts.join('').replace(/\n$/, '') : undefined;
}

function TryItLink({ params }: { params: string }): React.JSX.Element {
  const explorer = useBaseUrl('/api/api-explorer');
  return (
    <div className={styles.tryIt}>
      {/* The hash carries the explorer's request, not a heading id, so the broken-anchor check cannot apply. */}
      <Link
        className={styles.tryItLink}
        to={`${explorer}#${params}`}
        aria-label="Try it: open this query in the API explorer"
        data-noBrokenLinkCheck>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
          <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
        </svg>
        Try it
      </Link>
    </div>
  );
}

export default function CodeBlock({
  children,
  className,
  metastring,
  title,
  language,
  html,
}: Props): React.JSX.Element {
  const wordWrap = useCodeWordWrap();
  const code = plainText(children);
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const languageClass = lang ? `language-${lang}` : undefined;
  const tryIt = metastring ? TRY_IT.exec(metastring)?.[1] : undefined;
  if (code === undefined) {
    return (
      <pre
        tabIndex={0}
        className={clsx('theme-code-block', languageClass, styles.container, styles.standalone, 'thin-scrollbar')}>
        {children}
      </pre>
    );
  }
  return (
    <>
      <div className={clsx('theme-code-block', languageClass, styles.container)}>
        {title && <div className={styles.title}>{title}</div>}
        <div className={styles.content}>
          <pre tabIndex={0} ref={wordWrap.codeBlockRef} className={clsx(languageClass, styles.pre, 'thin-scrollbar')}>
            {html === undefined ? (
              <code className={styles.lines}>{code}</code>
            ) : (
              <code className={styles.lines} dangerouslySetInnerHTML={{ __html: html }} />
            )}
          </pre>
          <div className={styles.buttons}>
            {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
              <WordWrapButton
                className={styles.button}
                onClick={() => wordWrap.toggle()}
                isEnabled={wordWrap.isEnabled}
              />
            )}
            <CopyButton className={styles.button} code={code} />
          </div>
        </div>
      </div>
      {tryIt && <TryItLink params={tryIt} />}
    </>
  );
}

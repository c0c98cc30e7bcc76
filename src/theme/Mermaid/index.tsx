// Swizzled (ejected): diagrams arrive as SVG rendered ahead of time (src/remark/mermaidDiagrams.ts), one per colour
// mode, so this shows the one that matches the colour mode instead of loading Mermaid in the browser.
import React from 'react';
import clsx from 'clsx';
import type { ColourMode } from '../../diagrams/diagrams';
import styles from './styles.module.css';

type Props = Record<ColourMode, string>;

export default function Mermaid({ light, dark }: Props): React.JSX.Element {
  return (
    <div className={clsx('docusaurus-mermaid-container', styles.diagram)}>
      <div className={styles.light} dangerouslySetInnerHTML={{ __html: light }} />
      <div className={styles.dark} dangerouslySetInnerHTML={{ __html: dark }} />
    </div>
  );
}

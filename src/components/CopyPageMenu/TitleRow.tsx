// A page title with the "Copy page" menu beside it, or under it where the column leaves the title too little room.
import React, { type ReactNode } from 'react';
import CopyPageMenu from '.';
import styles from './styles.module.css';

export default function TitleRow({ permalink, children }: { permalink: string; children: ReactNode }) {
  return (
    <div className={styles.titleRow}>
      {children}
      <CopyPageMenu permalink={permalink} />
    </div>
  );
}

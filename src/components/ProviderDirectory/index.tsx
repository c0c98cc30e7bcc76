import React, { useId, useState } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import providers from '@generated/provider-directory/default/providers.json';
import { groupProviders } from './providers';
import styles from './styles.module.css';

/** The directory of every service provider, grouped by category, with a filter box. */
export default function ProviderDirectory(): React.JSX.Element {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const groups = groupProviders(providers, query);
  const shown = groups.reduce((count, group) => count + group.providers.length, 0);
  return (
    <div className={styles.directory}>
      <label htmlFor={inputId} className={styles.label}>
        Filter services
      </label>
      <input
        id={inputId}
        className={styles.filter}
        type="search"
        value={query}
        placeholder="Name, purpose or category, e.g. reviews"
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className={styles.count} aria-live="polite">
        {shown === providers.length ? `${shown} services` : `${shown} of ${providers.length} services`}
      </p>
      {groups.length === 0 && <p>No service matches “{query}”.</p>}
      {groups.map((group) => (
        <section key={group.category} aria-label={group.label}>
          <Heading as="h3" className={styles.groupTitle}>
            {group.label}
          </Heading>
          <ul className={styles.cards}>
            {group.providers.map((provider) => (
              <li key={provider.id} className={styles.card}>
                <Link to={provider.path} className={styles.name}>
                  {provider.name}
                </Link>
                <p className={styles.purpose}>{provider.purpose}</p>
                <p className={styles.auth}>
                  Auth: <code>{provider.auth}</code>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

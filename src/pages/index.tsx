import React from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { Redirect } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import { ROUTES } from '../config/site';

/** The docs root lands on the quickstart; the meta refresh covers readers without JavaScript. */
export default function DocsRoot(): React.JSX.Element {
  const quickstart = useBaseUrl(`/${ROUTES.quickstart}`);
  return (
    <Layout title="Quickstart" description="Start with TakeShape: from a new project to your first GraphQL query.">
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${quickstart}`} />
        <link rel="canonical" href={quickstart} />
      </Head>
      <Redirect to={quickstart} />
      <main className="container margin-vert--xl">
        <p>
          Opening the <Link to={quickstart}>quickstart</Link>…
        </p>
      </main>
    </Layout>
  );
}

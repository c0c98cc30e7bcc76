// Swizzled (wrapped): the search plugin's page renders no <main>; give it the main landmark every other page has,
// tall enough that results arriving after the index loads do not push the footer around (layout shift).
import React from 'react';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { ROUTES } from '../../config/site';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({ children, ...props }: Props): React.JSX.Element {
  // Static hosts also serve the page at its trailing-slash URL, where the server render must match the client's.
  const isSearchPage = useLocation().pathname.replace(/\/$/, '') === useBaseUrl(`/${ROUTES.search}`);
  return <Layout {...props}>{isSearchPage ? <main className="search-page-main">{children}</main> : children}</Layout>;
}

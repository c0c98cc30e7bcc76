import type { NavbarItem } from '@docusaurus/theme-common';
import { EXTERNAL_LINKS } from './links';
import { ROUTES } from './site';

/** Header items in the order the spec lists them; items without a position sit on the right. */
export const NAVBAR_ITEMS: NavbarItem[] = [
  { type: 'doc', docId: ROUTES.quickstart, label: 'Quickstart', position: 'left' },
  { type: 'doc', docId: 'api/api-explorer', label: 'API', position: 'left' },
  { type: 'doc', docId: 'data/intro', label: 'Data', position: 'left' },
  { type: 'doc', docId: 'schema/intro', label: 'Schema', position: 'left' },
  { type: 'doc', docId: 'services/intro', label: 'Services', position: 'left' },
  { to: `/${ROUTES.guidesBase}`, label: 'Guides', position: 'right' },
  { href: EXTERNAL_LINKS.changelog, label: 'Changelog' },
  { type: 'doc', docId: 'get-started/help', label: 'Help' },
  { href: EXTERNAL_LINKS.marketing, label: 'Marketing Site' },
];

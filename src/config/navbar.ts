import type { NavbarItem } from '@docusaurus/theme-common';
import { EXTERNAL_LINKS } from './links';
import { ROUTES, SITE } from './site';

/** The spec's default position; Docusaurus's own default is left. */
export const DEFAULT_NAVBAR_POSITION = 'right';

/**
 * A link to a docs page, highlighted while the reader is in its area. A `type: 'doc'` item would be highlighted on
 * every page, since all docs share one sidebar.
 */
function areaLink(label: string, docPath: string, area: string, position?: 'left' | 'right'): NavbarItem {
  return { label, to: `/${docPath}`, activeBaseRegex: `^${SITE.baseUrl}${area}`, ...(position && { position }) };
}

const ITEMS: NavbarItem[] = [
  areaLink('Quickstart', ROUTES.quickstart, `${ROUTES.quickstart}$`, 'left'),
  areaLink('API', 'api/api-explorer', 'api/', 'left'),
  areaLink('Data', 'data/intro', 'data/', 'left'),
  areaLink('Schema', 'schema/intro', 'schema/', 'left'),
  areaLink('Services', 'services/intro', 'services/', 'left'),
  { to: `/${ROUTES.guidesBase}`, label: 'Guides', position: 'right' },
  { href: EXTERNAL_LINKS.changelog, label: 'Changelog' },
  areaLink('Help', 'get-started/help', 'get-started/help$'),
  { href: EXTERNAL_LINKS.marketing, label: 'Marketing Site' },
];

/** Header items in the order the spec lists them. */
export const NAVBAR_ITEMS: NavbarItem[] = ITEMS.map((item) => ({ position: DEFAULT_NAVBAR_POSITION, ...item }));

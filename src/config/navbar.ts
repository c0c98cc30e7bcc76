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

/** The class of the items that fold into "More" on laptops too narrow for all nine (src/css/custom.css). */
const FOLDS_INTO_MORE = 'navbar-folds-into-more';
const CHANGELOG = { href: EXTERNAL_LINKS.changelog, label: 'Changelog' };
const MARKETING_SITE = { href: EXTERNAL_LINKS.marketing, label: 'Marketing Site' };

const ITEMS: NavbarItem[] = [
  areaLink('Quickstart', ROUTES.quickstart, `${ROUTES.quickstart}$`, 'left'),
  areaLink('API', 'api/api-explorer', 'api/', 'left'),
  areaLink('Data', 'data/intro', 'data/', 'left'),
  areaLink('Schema', 'schema/intro', 'schema/', 'left'),
  areaLink('Services', 'services/intro', 'services/', 'left'),
  { to: `/${ROUTES.guidesBase}`, label: 'Guides', position: 'right' },
  { ...CHANGELOG, className: FOLDS_INTO_MORE },
  areaLink('Help', 'get-started/help', 'get-started/help$'),
  { ...MARKETING_SITE, className: FOLDS_INTO_MORE },
  // Shown instead of the two links above from 997 to 1,279 px only; the mobile menu lists them themselves.
  {
    type: 'dropdown',
    label: 'More',
    className: 'navbar-more',
    items: [CHANGELOG, MARKETING_SITE],
  },
];

/** Header items in the order the spec lists them. */
export const NAVBAR_ITEMS: NavbarItem[] = ITEMS.map((item) => ({ position: DEFAULT_NAVBAR_POSITION, ...item }));

import type { FooterLinkItem, MultiColumnFooter } from '@docusaurus/theme-common';
import { EXTERNAL_LINKS } from './links';
import { SITE } from './site';

export interface FooterLinkGroup {
  title: string;
  items: FooterLinkItem[];
}

export const FOOTER_LINK_GROUPS: FooterLinkGroup[] = [
  {
    title: 'About',
    items: [
      { label: 'TakeShape', href: EXTERNAL_LINKS.marketing },
      { label: 'Major concepts', to: '/major-concepts' },
      { label: 'Glossary', to: '/glossary' },
    ],
  },
  {
    title: 'Users',
    items: [
      { label: 'Login', href: EXTERNAL_LINKS.login },
      { label: 'Sign up', href: EXTERNAL_LINKS.signup },
    ],
  },
  {
    title: 'Community',
    items: [
      { label: 'Guides', to: '/guides' },
      { label: 'GitHub', href: EXTERNAL_LINKS.github },
      { label: 'Changelog', href: EXTERNAL_LINKS.changelog },
    ],
  },
  {
    title: 'Legal',
    items: [
      { label: 'Cookie policy', href: EXTERNAL_LINKS.cookiePolicy },
      { label: 'Privacy policy', href: EXTERNAL_LINKS.privacyPolicy },
      { label: 'Terms', href: EXTERNAL_LINKS.terms },
    ],
  },
];

export const FOOTER: MultiColumnFooter = {
  style: 'dark',
  links: FOOTER_LINK_GROUPS,
  copyright: `Copyright © ${new Date().getFullYear()} TakeShape, Inc. Docs version ${SITE.version}.`,
};

import siteConfig from '@generated/docusaurus.config';
import { cleanPath } from '../config/redirects';

// Runs before hydration: `/page/index.html` renders `/page`, so the address bar shows the clean path too.
if (typeof window !== 'undefined' && /\.html?$/.test(window.location.pathname)) {
  const { pathname, search, hash } = window.location;
  const clean = cleanPath(pathname);
  const target = `${clean}/` === siteConfig.baseUrl ? siteConfig.baseUrl : clean;
  window.history.replaceState(window.history.state, '', `${target}${search}${hash}`);
}

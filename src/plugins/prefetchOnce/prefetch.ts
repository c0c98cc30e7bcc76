// Stands in for @docusaurus/core's client prefetch (aliased by ./index.ts): the same request, made once per file.
const requested = new Map<string, Promise<void>>();

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

function linkPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject();
    document.head.appendChild(link);
  });
}

// Browsers without <link rel="prefetch"> (Safari) warm the HTTP cache with a plain request instead.
function xhrPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', url, true);
    request.withCredentials = true;
    request.onload = () => (request.status === 200 ? resolve() : reject());
    request.onerror = () => reject();
    request.send(null);
  });
}

const prefetchFile = typeof document !== 'undefined' && supportsLinkPrefetch() ? linkPrefetch : xhrPrefetch;

export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  let pending = requested.get(url);
  if (!pending) {
    // A failed prefetch only means the page loads its chunk when opened; the browser logs the error.
    pending = prefetchFile(url).catch(() => undefined);
    requested.set(url, pending);
  }
  return pending;
}

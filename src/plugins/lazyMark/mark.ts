// Stands in for mark.js (aliased by ./index.ts): the same calls, with the library loaded on the first `mark`.
import type Mark from 'mark.js/dist/mark.es6.js';

type MarkOptions = Parameters<Mark['mark']>[1];
type UnmarkOptions = Parameters<Mark['unmark']>[0];

let library: Promise<typeof Mark> | undefined;

// A failed load only costs this page its marks; forgetting it lets the next search try again.
function loadLibrary(): Promise<typeof Mark> {
  library ??= import('mark.js/dist/mark.es6.js').then(
    (module) => module.default,
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

const ignoreFailedLoad = () => undefined;

export default class LazyMark {
  constructor(private readonly root: HTMLElement) {}

  mark(keywords: string | readonly string[], options?: MarkOptions): void {
    loadLibrary().then((Library) => new Library(this.root).mark(keywords, options), ignoreFailedLoad);
  }

  // Marks exist only once the library has loaded; calls queue on the same promise, so they keep their order.
  unmark(options?: UnmarkOptions): void {
    library?.then((Library) => new Library(this.root).unmark(options), ignoreFailedLoad);
  }
}

// mark.js ships no types; these cover the two calls the search highlighter makes.
declare module 'mark.js/dist/mark.es6.js' {
  export default class Mark {
    constructor(root: HTMLElement);
    mark(keywords: string | readonly string[], options?: { exclude?: string[] }): void;
    unmark(options?: { exclude?: string[] }): void;
  }
}

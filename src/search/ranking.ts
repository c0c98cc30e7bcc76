/**
 * The one ranking of the site's search and of the MCP server's search_docs, after Algolia DocSearch: each page is cut
 * into section records (page title › headings › text), and pages are ordered by how many query words they match, then
 * by their best section: the query as a phrase, how many of its words the title and headings hold, how close the
 * words are, where they match (title, heading, then text) and how exactly. Guides come after reference and task pages
 * unless the query names the guide's subject, or the guide holds every query word and no reference or task page holds
 * them as closely. A page's result links to its best section.
 */
import { stemmer } from 'stemmer';
import { SEARCH_CONFIG } from '../config/search';

/** One part of a page: the text under a heading, or the page's opening text before its first heading. */
export interface SearchSection {
  /** The heading path, e.g. ['Rotate a key'] or ['Arguments', 'limit']; empty for the opening text. */
  headings: string[];
  /** The DOM id of the section's heading; null for the opening text. */
  anchor: string | null;
  /** Prose: paragraphs, lists, admonitions. */
  text: string;
  /** Code blocks, JSON and tables. */
  code: string;
}

export interface SearchPage {
  /** The page's path, e.g. /docs/api/api-keys. */
  url: string;
  title: string;
  /** The area's label, shown with the result. */
  area: string;
  isGuide: boolean;
  /** The page's one-sentence summary (front-matter description). */
  description: string;
  /** Front-matter keywords, joined with commas; with the title they name what a guide is about. */
  keywords: string;
  sections: SearchSection[];
}

/**
 * Function words and the words questions are built with ("what's the difference between", "what does it look
 * like"): a query of these alone has nothing to search yet. Not "where" and "not": they are where-filter operators.
 */
const QUESTION_WORDS = new Set(
  [
    'a about all am an and any are as at be been between but by can could did difference do does doing each for from',
    'had happen happens has have how i if in into is it its like look many me mean means much my need of on or our',
    'own should so than that the their them then there these they this those to was we were what whats when which who',
    'why will with would you your',
  ]
    .join(' ')
    .split(' '),
);

/** Words that never count as matched words while the query has others: question words and the optional words. */
const STOP_WORDS = new Set([...QUESTION_WORDS, ...SEARCH_CONFIG.optionalWords]);

interface Token {
  word: string;
  stem: string;
  /** Position among the field's words that are not stop words, so "create an API key" holds "create API key". */
  position: number;
  start: number;
  end: number;
  /** A part of a compound (next in Next.js) or a hump of a camelCase word (post in getPost), not a word of its own. */
  partOfWord: boolean;
}

/** A word, or words joined by : . _ - or / with nothing between them (takeshape:get, next.js, read-only). */
const COMPOUND = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*(?:[:._\-/][\p{L}\p{N}]+(?:['’][\p{L}]+)*)*/gu;
/** A part of a compound; an apostrophe inside it is dropped when it is read. */
const PART = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
/** A word with capitals inside: getProductList, APIKey. */
const CAMEL_CASE = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;
/** The humps of a camelCase or PascalCase word: getProductList → get, Product, List. */
const HUMP = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu;

/** Apostrophes inside a word: "what's" is read as "whats", "item's" as "items". */
const APOSTROPHE = /(?<=\p{L})['’](?=\p{L})/gu;

/** Lower case, without diacritics. */
const normalise = (word: string) => word.replace(APOSTROPHE, '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Stems by word: a site uses a few thousand words, and stemming each occurrence again would dominate indexing. */
const stems = new Map<string, string>();
const stemOf = (word: string) => {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    stems.set(word, stem);
  }
  return stem;
};

const token = (text: string, position: number, start: number, end: number, partOfWord = false): Token => {
  const word = normalise(text);
  return { word, stem: stemOf(word), position, start, end, partOfWord };
};

/**
 * Words by text: a page's fields are split once when it is indexed, and its snippets, made again for every query
 * typed, find their matches in the same words. The texts are those of the pages already held in memory.
 */
const tokensByText = new Map<string, Token[]>();

/** The words of `text` (see splitIntoTokens), split once per text. */
function tokensOf(text: string): Token[] {
  let tokens = tokensByText.get(text);
  if (!tokens) {
    tokens = splitIntoTokens(text);
    tokensByText.set(text, tokens);
  }
  return tokens;
}

/**
 * The words of `text`. A compound (takeshape:get) gives its parts and, at the first part's position, the parts
 * joined (takeshapeget), as Pagefind indexes it; a camelCase word also gives its humps at its own position.
 */
function splitIntoTokens(text: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  for (const compound of text.matchAll(COMPOUND)) {
    const parts = [...compound[0].matchAll(PART)];
    const first = position;
    for (const part of parts) {
      const start = compound.index + part.index;
      const whole = token(part[0], position, start, start + part[0].length, parts.length > 1);
      tokens.push(whole);
      if (CAMEL_CASE.test(part[0]))
        for (const hump of part[0].matchAll(HUMP))
          tokens.push(token(hump[0], position, start + hump.index, start + hump.index + hump[0].length, true));
      if (!STOP_WORDS.has(whole.word)) position += 1;
    }
    if (parts.length > 1)
      tokens.push(
        token(parts.map((part) => part[0]).join(''), first, compound.index, compound.index + compound[0].length),
      );
  }
  return tokens;
}

export interface QueryTerm {
  /** The word as it is matched: lower case, a compound's parts joined (graphql:query → graphqlquery). */
  word: string;
  stem: string;
  /** The word as typed, in lower case: what Pagefind is asked for and the target page highlights. */
  typed: string;
  /** The last word may still be being typed: it also matches the words it starts. */
  prefix: boolean;
  /** What a match of the word is worth, by how few pages hold it (see weighTerms); 1 when not weighed. */
  weight?: number;
}

/** Whether a term says what the query is about, rather than being a function or question word. */
export const isTopical = (term: QueryTerm) => !QUESTION_WORDS.has(term.word);

/** The query's words that say what it is about; all of them when every word is a question, filler or optional word. */
export function queryTerms(query: string): QueryTerm[] {
  const words = new Map<string, string>();
  for (const [compound] of query.matchAll(COMPOUND)) {
    const word = normalise([...compound.matchAll(PART)].map((part) => part[0]).join(''));
    if (!words.has(word)) words.set(word, compound.toLowerCase());
  }
  const topical = [...words].filter(([word]) => !STOP_WORDS.has(word));
  const chosen = topical.length ? topical : [...words];
  return chosen.map(([word, typed], index) => ({
    word,
    stem: stemOf(word),
    typed,
    prefix: index === chosen.length - 1,
  }));
}

/**
 * How a term matched a word, better last: a longer word it starts, a form of it ("keys" for "key") or a synonym
 * ("restore" for "undo"), the word.
 */
const Match = { None: 0, Prefix: 1, Stem: 2, Exact: 3 } as const;
type Match = (typeof Match)[keyof typeof Match];

/** For each stem of a synonym group (SEARCH_CONFIG.synonyms), the stems of its whole group. */
const SYNONYM_STEMS = new Map<string, ReadonlySet<string>>(
  SEARCH_CONFIG.synonyms.flatMap((group) => {
    const groupStems = new Set(group.map(stemOf));
    return [...groupStems].map((stem) => [stem, groupStems] as const);
  }),
);

function matchOf(term: QueryTerm, token: Token): Match {
  if (token.word === term.word) return Match.Exact;
  if (token.stem === term.stem || SYNONYM_STEMS.get(term.stem)?.has(token.stem)) return Match.Stem;
  if (term.prefix && token.word.startsWith(term.word)) return Match.Prefix;
  return Match.None;
}

/**
 * The fields of a section record, in the order of DocSearch's record levels; the page's description and keywords
 * (its summary) belong to every section, like its title.
 */
const Field = { Title: 0, Heading: 1, Text: 2, Code: 3, Summary: 4 } as const;
type Field = (typeof Field)[keyof typeof Field];
const FIELDS = Object.values(Field);

/** The fields that belong to the section alone: headings, text and code. */
const sectionWords = (fields: Token[][]) => fields.slice(Field.Heading, Field.Code + 1);

/** A page split into words, field by field: [title, headings, text, code, summary] for each section. */
export interface IndexedPage {
  page: SearchPage;
  /** The words of the title and keywords, without the parts of compounds and camelCase words. */
  subjectTokens: Token[];
  /** Each of the page's keywords, split into words. */
  keywordTokens: Token[][];
  sectionFields: Token[][][];
  /** Words on the page, title and every section. */
  length: number;
}

/** Splits a page's fields into words once; a page is then ranked for any number of queries. */
export function indexPage(page: SearchPage): IndexedPage {
  const titleTokens = tokensOf(page.title);
  const summaryTokens = tokensOf(`${page.description} ${page.keywords}`);
  const keywordTokens = page.keywords.split(',').map((keyword) => tokensOf(keyword.trim()));
  const sectionFields = page.sections.map((section) => [
    titleTokens,
    tokensOf(section.headings.join(' ')),
    tokensOf(section.text),
    tokensOf(section.code),
    summaryTokens,
  ]);
  return {
    page,
    subjectTokens: [...titleTokens, ...keywordTokens.flat()].filter((candidate) => !candidate.partOfWord),
    keywordTokens,
    sectionFields,
    length: titleTokens.length + sectionFields.reduce((sum, fields) => sum + sectionWords(fields).flat().length, 0),
  };
}

/** Proximity counts at most this many words between two query words, and this many for words in different fields. */
const MAX_DISTANCE = 8;
/**
 * What a query word is worth where it matches: DocSearch's levels, title over heading over text; code and tables a
 * little less than prose, so that a page's prose section is the one its result links to; the page's summary
 * (description and keywords, which say what the page is about) between heading and text.
 */
const FIELD_WEIGHTS = [3, 2, 1, 0.9, 1.5];
/** What a match is worth by kind: the word as typed, another form of it, or a longer word it starts. */
const MATCH_WEIGHTS = { [Match.Prefix]: 0.8, [Match.Stem]: 0.9, [Match.Exact]: 1 };
/** The page length the term frequency tie-break is normalised to, about that of our pages. */
const TYPICAL_PAGE_WORDS = 1500;
/** BM25's k1 and b, for the term frequency tie-break: the values Pagefind ranks candidates with. */
const { termSaturation: TERM_SATURATION, pageLength: LENGTH_NORMALISATION } = SEARCH_CONFIG.ranking;

/** What a section, and a page by its best section, is ranked by; see compareRanks for the order. */
export interface SectionRank {
  /**
   * A guide whose title and keywords hold fewer than half the query words, and whose page lacks one of them, for a
   * query that does not ask for a guide or tutorial.
   */
  demotedGuide: boolean;
  /** The title and the section's headings hold every query word, or one of the page's keywords is the query. */
  hierarchyHoldsQuery: boolean;
  /** 2: the query's words adjacent and in order in one field, as typed or in another form; 1: the last as a prefix. */
  phrase: number;
  /**
   * Each query word at its best field (title 3, heading 2, text 1, or a quarter of that outside the section's best
   * passage), times its kind of match and its weight, plus up to
   * 7/8 for each pair of consecutive query words by how close they are: more and rarer words, better places and closer
   * words score more. A page's rank adds a little for each word only its other sections hold (ELSEWHERE_WEIGHT).
   */
  score: number;
  /** The title or the section's heading is the query itself. */
  fieldIsQuery: boolean;
  exactWords: number;
  /** How often the page uses the query words, for its length (BM25's term frequency part); 0 within a page. */
  frequency: number;
}

/** The rank of a page the candidate engine found but no query word matches here (it matched another form). */
export const UNMATCHED_RANK: SectionRank = {
  demotedGuide: false,
  hierarchyHoldsQuery: false,
  phrase: 0,
  score: 0,
  fieldIsQuery: false,
  exactWords: 0,
  frequency: 0,
};

export interface RankedSection {
  section: SearchSection;
  rank: SectionRank;
  /** Section index on its page. */
  order: number;
}

export interface RankedPage {
  page: SearchPage;
  /** The page's matching sections, best first; the first is the one the result links to. */
  sections: RankedSection[];
}

/** Positions of a term's matches in one field, and the best kind of match among them; read, never changed. */
interface FieldMatches {
  readonly positions: readonly number[];
  readonly best: Match;
}

const NO_MATCHES: FieldMatches = { positions: [], best: Match.None };

/**
 * Matches of the last RECENT_TERMS terms, by field: each keystroke ranks mostly the same pages for mostly the same
 * words, so a word's matches are found once while the reader types on.
 */
const recentMatches = new Map<string, WeakMap<Token[], FieldMatches>>();
const RECENT_TERMS = 16;

function fieldMatches(term: QueryTerm, tokens: Token[]): FieldMatches {
  const key = `${term.prefix ? '*' : ''}${term.word}`;
  let byField = recentMatches.get(key);
  if (!byField) {
    byField = new WeakMap();
    recentMatches.set(key, byField);
    if (recentMatches.size > RECENT_TERMS) recentMatches.delete(recentMatches.keys().next().value as string);
  }
  let matches = byField.get(tokens);
  if (!matches) {
    matches = findMatches(term, tokens);
    byField.set(tokens, matches);
  }
  return matches;
}

function findMatches(term: QueryTerm, tokens: Token[]): FieldMatches {
  const positions: number[] = [];
  let best: Match = Match.None;
  for (const candidate of tokens) {
    const match = matchOf(term, candidate);
    if (match === Match.None) continue;
    if (positions.at(-1) !== candidate.position) positions.push(candidate.position);
    if (match > best) best = match;
  }
  return positions.length ? { positions, best } : NO_MATCHES;
}

/** The fewest words from a match of one term to a match of the next; one more when they come in reverse order. */
function distance(first: readonly number[], second: readonly number[]): number {
  let best = MAX_DISTANCE;
  let next = 0;
  for (const at of first) {
    while (next < second.length && second[next] <= at) next += 1;
    if (next < second.length) best = Math.min(best, second[next] - at);
    if (next > 0) best = Math.min(best, at - second[next - 1] + 1);
    if (best === 1) break;
  }
  return best;
}

/** Whether the field's words, stop words aside, are the query's words exactly. */
const isQuery = (tokens: Token[], terms: QueryTerm[]) => {
  const words = tokens.filter((candidate) => !STOP_WORDS.has(candidate.word));
  return words.length === terms.length && words.every((candidate, index) => candidate.word === terms[index].word);
};

/** Words by which a reader asks for a guide rather than a reference or task page. */
const GUIDE_WORDS = new Set(['tutorial', 'tutorials', 'guide', 'guides', 'walkthrough']);

/**
 * Whether the query names what a guide is about: at least half its words are words of the guide's title or keywords,
 * whole words only ("next page" does not name a Next.js guide, nor "blog posts" one whose keyword is getPost).
 */
const namesSubject = (indexed: IndexedPage, terms: QueryTerm[]) =>
  terms.filter((term) => indexed.subjectTokens.some((candidate) => matchOf(term, candidate) !== Match.None)).length *
    2 >=
  terms.length;

/**
 * The words of text that count as one passage: DocSearch keeps a record per paragraph, so words far apart in a long
 * section do not answer a query together. Counted without stop words, as positions are.
 */
const PASSAGE_WORDS = 20;
/** What a match in a section's text outside its best passage counts for, next to 1 inside it. */
const OUTSIDE_PASSAGE_WEIGHT = 0.25;

/** The indexes of the terms that the span of PASSAGE_WORDS words of text holding the most of their weight holds. */
function termsInBestPassage(textMatches: FieldMatches[], terms: QueryTerm[]): Set<number> {
  const matched = textMatches
    .flatMap((match, term) => match.positions.map((position) => ({ position, term })))
    .sort((a, b) => a.position - b.position);
  let best = new Set<number>();
  let bestWeight = 0;
  for (const [first, { position }] of matched.entries()) {
    const held = new Set<number>();
    for (let at = first; at < matched.length && matched[at].position - position < PASSAGE_WORDS; at += 1)
      held.add(matched[at].term);
    const weight = [...held].reduce((sum, term) => sum + (terms[term].weight ?? 1), 0);
    if (weight > bestWeight) [best, bestWeight] = [held, weight];
  }
  return best;
}

/** What the query makes of a whole page, the same for each of its sections. */
interface PageMatch {
  /** See SectionRank.demotedGuide. */
  demotedGuide: boolean;
  /** One of the page's keywords is the query: it says what the page is about, as its title would. */
  keywordIsQuery: boolean;
}

function matchPage(indexed: IndexedPage, terms: QueryTerm[]): PageMatch {
  return {
    demotedGuide:
      indexed.page.isGuide && !namesSubject(indexed, terms) && !terms.some((term) => GUIDE_WORDS.has(term.word)),
    keywordIsQuery: indexed.keywordTokens.some((keywordTokens) => isQuery(keywordTokens, terms)),
  };
}

/** The section's rank, or null when no query word matches it. */
function rankSection(fields: Token[][], terms: QueryTerm[], pageMatch: PageMatch): SectionRank | null {
  // matches[term][field]
  const matches = terms.map((term) => fields.map((tokens) => fieldMatches(term, tokens)));
  const matched = matches.filter((termFields) => termFields.some((field) => field.positions.length));
  if (!matched.length) return null;

  const inPassage = termsInBestPassage(
    matches.map((termFields) => termFields[Field.Text]),
    terms,
  );
  const textWeight = (index: number) => (inPassage.has(index) ? 1 : OUTSIDE_PASSAGE_WEIGHT);
  let score = 0;
  for (const [index, termFields] of matches.entries()) {
    if (!termFields.some((field) => field.positions.length)) continue;
    score +=
      (terms[index].weight ?? 1) *
      Math.max(
        ...termFields.map((match, field) =>
          match.best === Match.None
            ? 0
            : FIELD_WEIGHTS[field] * MATCH_WEIGHTS[match.best] * (field === Field.Text ? textWeight(index) : 1),
        ),
      );
  }
  // Consecutive matched query words, in the one field where they are closest.
  let adjacent = matched.length === terms.length;
  for (let index = 1; index < matched.length; index += 1) {
    let pair = MAX_DISTANCE;
    for (const at of FIELDS) {
      const [before, after] = [matched[index - 1][at].positions, matched[index][at].positions];
      if (before.length && after.length) pair = Math.min(pair, distance(before, after));
    }
    score += (MAX_DISTANCE - pair) / MAX_DISTANCE;
    adjacent &&= pair === 1;
  }
  const bestMatches = matched.map((termFields) => Math.max(...termFields.map((match) => match.best)));
  const inHierarchy = (termFields: FieldMatches[]) =>
    termFields[Field.Title].positions.length > 0 || termFields[Field.Heading].positions.length > 0;
  return {
    demotedGuide: pageMatch.demotedGuide,
    hierarchyHoldsQuery: pageMatch.keywordIsQuery || matches.every(inHierarchy),
    phrase: terms.length > 1 && adjacent ? (bestMatches.every((match) => match >= Match.Stem) ? 2 : 1) : 0,
    score,
    fieldIsQuery: isQuery(fields[Field.Title], terms) || isQuery(fields[Field.Heading], terms),
    exactWords: bestMatches.filter((match) => match === Match.Exact).length,
    frequency: 0,
  };
}

/** What the commonest query word still counts for, next to the rarest's 1. */
const COMMONEST_WORD_WEIGHT = 0.5;

/**
 * The terms, each weighed by how few of `pageCount` pages hold it (BM25's inverse document frequency), scaled so that
 * the rarest query word counts 1 and a word on every page COMMONEST_WORD_WEIGHT: in "how many languages does my plan
 * include", "languages" says more about the page wanted than "include". `pagesHolding` gives each term's page count.
 */
export function weighTerms(terms: QueryTerm[], pagesHolding: readonly number[], pageCount: number): QueryTerm[] {
  const idf = pagesHolding.map((holding) => Math.log(1 + (pageCount - holding + 0.5) / (holding + 0.5)));
  const rarest = Math.max(...idf);
  if (terms.length < 2 || !(rarest > 0)) return terms;
  return terms.map((term, index) => ({
    ...term,
    weight: COMMONEST_WORD_WEIGHT + ((1 - COMMONEST_WORD_WEIGHT) * idf[index]) / rarest,
  }));
}

/** How many of `pages` hold the term, in any field of any section. */
export const pagesHolding = (pages: IndexedPage[], term: QueryTerm) =>
  pages.filter((indexed) => holdsEveryWord(indexed, [term])).length;

/** Whether a section matches the term, in any of its fields. */
const sectionHolds = (fields: Token[][], term: QueryTerm) =>
  fields.some((tokens) => fieldMatches(term, tokens).positions.length > 0);

/** Whether the page matches every query word, in any field of any section. */
const holdsEveryWord = (indexed: IndexedPage, terms: QueryTerm[]) =>
  terms.every((term) => indexed.sectionFields.some((fields) => sectionHolds(fields, term)));

/**
 * What a query word counts for when the page's best section lacks it but another of its sections holds it, next to
 * the 1 of a match in text: a page that answers the whole question across its sections ranks above one whose best
 * section holds as many of the words and the rest of the page none.
 */
const ELSEWHERE_WEIGHT = 0.25;

/** The summed weights of the terms that section `order` lacks and another section of the page holds. */
function weightHeldElsewhere(indexed: IndexedPage, order: number, terms: QueryTerm[]): number {
  return terms
    .filter((term) => !sectionHolds(indexed.sectionFields[order], term) && holdsEveryWord(indexed, [term]))
    .reduce((sum, term) => sum + (term.weight ?? 1), 0);
}

/** BM25's term frequency part over the whole page, normalised to TYPICAL_PAGE_WORDS. */
function frequencyOf(indexed: IndexedPage, terms: QueryTerm[]): number {
  const lengthFactor = 1 - LENGTH_NORMALISATION + (LENGTH_NORMALISATION * indexed.length) / TYPICAL_PAGE_WORDS;
  return terms.reduce((sum, term) => {
    const count = indexed.sectionFields.reduce(
      (total, fields) =>
        total +
        sectionWords(fields).reduce((inField, tokens) => inField + fieldMatches(term, tokens).positions.length, 0),
      0,
    );
    return sum + (count * (TERM_SATURATION + 1)) / (count + TERM_SATURATION * lengthFactor);
  }, 0);
}

/**
 * Negative when `a` ranks first. In order: a guide whose title and keywords hold fewer than half the query words,
 * and whose page lacks one of them or holds them no more closely than a reference or task page, after the rest
 * (reference and task pages first) unless the query asks for a guide; a title and heading that hold every query word,
 * or a keyword that is the query;
 * the query as a phrase; the score (more and rarer query words, in better fields, closer together); a title or heading
 * that is the query itself; more words matched as typed rather than as another form or a prefix; the query words used
 * more often for the page's length.
 */
export function compareRanks(a: SectionRank, b: SectionRank): number {
  return (
    Number(a.demotedGuide) - Number(b.demotedGuide) ||
    Number(b.hierarchyHoldsQuery) - Number(a.hierarchyHoldsQuery) ||
    b.phrase - a.phrase ||
    b.score - a.score ||
    Number(b.fieldIsQuery) - Number(a.fieldIsQuery) ||
    b.exactWords - a.exactWords ||
    b.frequency - a.frequency
  );
}

/**
 * The pages that match `terms`, best first, each with its matching sections best first; a page ranks by its best
 * section. Ties go to the order the pages came in (the candidate engine's), and within a page to the earlier section.
 */
export function rankPages(pages: IndexedPage[], terms: QueryTerm[]): RankedPage[] {
  const ranked = pages.flatMap((indexed, pageOrder) => {
    const pageMatch = matchPage(indexed, terms);
    const sections = indexed.sectionFields
      .map((fields, order) => ({
        section: indexed.page.sections[order],
        order,
        rank: rankSection(fields, terms, pageMatch),
      }))
      .filter((entry): entry is RankedSection => entry.rank !== null)
      .sort((a, b) => compareRanks(a.rank, b.rank) || a.order - b.order);
    if (!sections.length) return [];
    const best = sections[0];
    const rank = {
      ...best.rank,
      score: best.rank.score + ELSEWHERE_WEIGHT * weightHeldElsewhere(indexed, best.order, terms),
      frequency: frequencyOf(indexed, terms),
    };
    return [{ indexed, page: indexed.page, sections, rank, pageOrder }];
  });
  // A guide that holds every query word answers it, wherever the words are, unless a reference or task page holds
  // them too, as closely. Pages are checked for every word only when such a guide is ranked.
  const guidesHoldingEveryWord = ranked.filter(
    (entry) => entry.rank.demotedGuide && holdsEveryWord(entry.indexed, terms),
  );
  if (guidesHoldingEveryWord.length) {
    const closestReference = Math.max(
      -1,
      ...ranked
        .filter((entry) => !entry.page.isGuide && holdsEveryWord(entry.indexed, terms))
        .map(({ rank }) => closeness(rank)),
    );
    for (const entry of guidesHoldingEveryWord)
      if (closeness(entry.rank) > closestReference) entry.rank = { ...entry.rank, demotedGuide: false };
  }
  return ranked
    .sort((a, b) => compareRanks(a.rank, b.rank) || a.pageOrder - b.pageOrder)
    .map(({ page, sections }) => ({ page, sections }));
}

/** How closely a page's best section holds the query: every word in its title and headings first, then as a phrase. */
const closeness = (rank: SectionRank) => Number(rank.hierarchyHoldsQuery) * 3 + rank.phrase;

/** The query terms that match no word of any of `pages`: candidates for the typo fallback. */
export function unmatchedTerms(pages: IndexedPage[], terms: QueryTerm[]): QueryTerm[] {
  return terms.filter((term) => !pages.some((indexed) => holdsEveryWord(indexed, [term])));
}

/** Character ranges of the words of `text` that match a term, with the index of the term, in text order. */
export function matchRanges(text: string, terms: QueryTerm[]): { start: number; end: number; term: number }[] {
  const ranges = tokensOf(text).flatMap((candidate) => {
    const term = terms.findIndex((query) => matchOf(query, candidate) !== Match.None);
    return term === -1 ? [] : [{ start: candidate.start, end: candidate.end, term }];
  });
  // A compound and its parts, or a word and its humps, overlap: the widest range that matched is kept.
  let covered = 0;
  return ranges
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((range) => {
      if (range.start < covered) return false;
      covered = range.end;
      return true;
    });
}

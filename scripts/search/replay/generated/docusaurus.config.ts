/** What the search client reads of the site config, when replay.ts runs it in Node: the build's folder as a file URL. */
export default { baseUrl: process.env.SEARCH_REPLAY_BASE_URL ?? '' };

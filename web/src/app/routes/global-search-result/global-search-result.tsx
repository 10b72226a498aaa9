/** global-search-result/{searchTerm} (§2): the route entry; the screen lives with the search results. */
export { Component, handle } from '../search/global-search-result';

// DESIGN "Quality bars" and "Builds": the size budgets, in gzip bytes, in one place.
export const BUDGETS = {
  loader: 5 * 1024, // "ov-widgets.js, a loader of at most 5 kB gzip"
  widgetChunk: 25 * 1024, // "each widget chunk at most 25 kB gzip"
  comparatorFirstLoad: 100 * 1024, // "loader + runtime + comparator + one locale at most 100 kB gzip"
};

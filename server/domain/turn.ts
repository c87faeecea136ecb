/**
 * Lets the host answer other requests before the work goes on: a macrotask, so the sockets' I/O
 * runs (awaiting a query is not enough on SQLite, whose queries finish synchronously). Long reads
 * take one between their parts: the stock preview's lookups (docs/stock-csv.md, "Off the request
 * thread") and the cart optimizer's offers (wants/offers.ts).
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

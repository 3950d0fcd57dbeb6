// Imported first by the production entry (serve.ts), before the Node adapter's
// module runs: the adapter starts its own server unless told not to, and ours
// owns the socket (compression, the API without the page pipeline, signals).
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

// Brings the pre-rendered API documentation (/api/docs) to life in the browser. A file of its
// own rather than Redocly's inline script, so the page passes the server's content security
// policy (script-src 'self'); the contract and the options come from JSON data blocks.
/* global document */
import { hydrate } from '/api/docs/redoc.standalone.js';

const read = (id) => JSON.parse(document.getElementById(id).textContent);
hydrate(read('redoc-definition'), read('redoc-options'), document.getElementById('redoc'));

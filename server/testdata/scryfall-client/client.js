// Drives the scryfall-sdk package, a Scryfall client we did not write,
// against the server at process.argv[2], and prints what it got as one
// JSON object for server/client_test.go to check. Any failure exits 1.
"use strict";
const base = process.argv[2];
const iscry = require("scryfall-sdk/out/IScry");
// The client reads its endpoint from this module at each request.
iscry.ENDPOINT_API = base;
const Scry = require("scryfall-sdk");
Scry.setTimeout(0); // no rate limit against a local server

function all(emitter) {
  return new Promise((resolve, reject) => {
    const data = [], notFound = [];
    emitter.on("data", (c) => data.push(c));
    emitter.on("not_found", (n) => notFound.push(n));
    emitter.on("error", reject);
    emitter.on("end", () => resolve({ data, notFound }));
  });
}

async function main() {
  const out = {};
  const exact = await Scry.Cards.byName(process.argv[3]);
  out.exact = { name: exact.name, id: exact.id, mana_cost: exact.mana_cost, type_line: exact.type_line, oracle_text: exact.oracle_text, cmc: exact.cmc };
  const fuzzy = await Scry.Cards.byName(process.argv[4], true);
  out.fuzzy = fuzzy.name;
  console.error("named and fuzzy done");
  try {
    await Scry.Cards.byName("No Such Card Anywhere");
    out.missing = "found";
  } catch (e) {
    out.missing = e.code + " " + e.status;
  }
  const byId = await Scry.Cards.byId(exact.id);
  out.byId = byId.name;
  const rulings = await Scry.Rulings.byId(exact.id);
  out.rulings = rulings.length;
  const found = await all(Scry.Cards.search(process.argv[5], { order: "name" }));
  out.search = found.data.map((c) => c.name);
  console.error("search done");
  out.autocomplete = await Scry.Cards.autoCompleteName(process.argv[6]);
  console.error("autocomplete done");
  const ids = [Scry.CardIdentifier.byName(exact.name), Scry.CardIdentifier.byId(exact.id), Scry.CardIdentifier.byName("No Such Card Anywhere")];
  const coll = await all(Scry.Cards.collection(...ids));
  out.collection = coll.data.map((c) => c.name);
  out.notFound = coll.notFound;
  console.error("collection done");
  const random = await Scry.Cards.random();
  out.random = typeof random.name;
  console.error("random done");
  // Exit once written: the client's pooled connections would keep the
  // process alive.
  process.stdout.write(JSON.stringify(out), () => process.exit(0));
}

main().catch((e) => { console.error(e && e.stack ? e.stack : e); process.exit(1); });

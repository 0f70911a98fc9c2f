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
  // the Reserved List flag, of a card not on it and of one on it
  out.reserved = [exact.reserved, (await Scry.Cards.byName(process.argv[10])).reserved];
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
  // Printings, sets, catalogs and the errors of what the pool lacks.
  const [set, number, multiverse] = process.argv.slice(7, 10);
  const bySet = await Scry.Cards.bySet(set, number);
  out.bySet = { name: bySet.name, set: bySet.set, number: bySet.collector_number, oracle_text: bySet.oracle_text === undefined ? null : bySet.oracle_text, faces: bySet.card_faces.map((f) => f.getText()) };
  out.bySetLang = (await Scry.Cards.bySet(set, number, "en")).name;
  out.byMultiverse = (await Scry.Cards.byMultiverseId(Number(multiverse))).name;
  const cardSet = await bySet.getSet();
  out.cardSet = { code: cardSet.code, name: cardSet.name, card_count: cardSet.card_count };
  const prints = await bySet.getPrints();
  out.prints = prints.map((c) => c.set + "/" + c.collector_number);
  out.printSets = prints.map((c) => c.set_name);
  out.sets = (await Scry.Sets.all()).map((s) => s.code);
  out.setByCode = (await Scry.Sets.byCode(set)).name;
  out.setRulings = (await Scry.Rulings.bySet(set, number)).length;
  out.cardNames = await Scry.Catalog.cardNames();
  out.keywordAbilities = await Scry.Catalog.keywordAbilities();
  out.creatureTypes = await Scry.Catalog.creatureTypes();
  out.powers = await Scry.Catalog.powers();
  out.legal = exact.isLegal("vintage") || exact.isIllegal("vintage");
  out.formats = Object.keys(exact.legalities).sort();
  for (const [key, call] of [["mtgo", () => Scry.Cards.byMtgoId(1)], ["arena", () => Scry.Cards.byArenaId(1)], ["tcgplayer", () => Scry.Cards.byTcgPlayerId(1)], ["noSet", () => Scry.Sets.byCode("zzzz")]]) {
    try {
      await call();
      out[key] = "found";
    } catch (e) {
      out[key] = e.code + " " + e.status;
    }
  }
  const forms = [
    Scry.CardIdentifier.bySet(set, number),
    Scry.CardIdentifier.byMultiverseId(Number(multiverse)),
    Scry.CardIdentifier.byMtgoId(12345),
    Scry.CardIdentifier.byName(exact.name, exact.set),
    Scry.CardIdentifier.byOracleId(exact.oracle_id),
    Scry.CardIdentifier.byName(exact.name, "zzzz"),
  ];
  const formColl = await all(Scry.Cards.collection(...forms));
  out.forms = formColl.data.map((c) => c.name);
  out.formsNotFound = formColl.notFound;
  const symbols = await Scry.Symbology.all();
  out.symbols = symbols.map((s) => s.symbol);
  const parsed = await Scry.Symbology.parseMana("2WW");
  out.parsedMana = { cost: parsed.cost, cmc: parsed.cmc, colors: parsed.colors };
  console.error("printings, sets, catalogs and symbols done");
  // Bulk files: the definitions, and each file read through its stream.
  const bulk = await Scry.BulkData.definitions();
  out.bulkTypes = bulk.map((b) => b.type);
  const byType = await Scry.BulkData.definitionByType("default_cards");
  out.bulkById = (await Scry.BulkData.definitionById(byType.id)).type;
  const text = async (stream) => (stream ? await new Response(stream).text() : "");
  const oracleCards = JSON.parse(await text(await Scry.BulkData.downloadByType("oracle_cards", 0)));
  out.bulkOracleCards = oracleCards.map((c) => c.name);
  const defaultCards = JSON.parse(await text(await Scry.BulkData.downloadById(byType.id, 0)));
  out.bulkDefaultCards = defaultCards.map((c) => c.set + "/" + c.collector_number);
  // Downloaded after its last update (the test data's newest source is
  // dated 2030): nothing new, no stream.
  out.bulkUpToDate = (await Scry.BulkData.downloadByType("oracle_cards", "2100-01-01")) === undefined;
  console.error("bulk data done");
  // Exit once written: the client's pooled connections would keep the
  // process alive.
  process.stdout.write(JSON.stringify(out), () => process.exit(0));
}

main().catch((e) => { console.error(e && e.stack ? e.stack : e); process.exit(1); });

package export_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// The fields of MTGJSON's CardAtomic (mtgjson5/classes/mtgjson_card.py,
// github.com/mtgjson/mtgjson: its atomic keys, camelCased as to_json
// writes them, and the data model's documentation for the types) with
// their JSON kinds; required ones marked.
var mtgjsonAtomicFields = map[string]struct {
	kind     string
	required bool
}{
	"asciiName": {"string", false}, "colorIdentity": {"[string]", true}, "colorIndicator": {"[string]", false},
	"colors": {"[string]", true}, "convertedManaCost": {"number", true}, "defense": {"string", false},
	"edhrecRank": {"number", false}, "faceConvertedManaCost": {"number", false}, "faceManaValue": {"number", false},
	"faceName": {"string", false}, "firstPrinting": {"string", false}, "foreignData": {"[object]", true},
	"hand": {"string", false}, "hasAlternativeDeckLimit": {"bool", false}, "identifiers": {"object", true},
	"isFunny": {"bool", false}, "isReserved": {"bool", false}, "keywords": {"[string]", false}, "layout": {"string", true},
	"leadershipSkills": {"object", false}, "legalities": {"object", true}, "life": {"string", false},
	"loyalty": {"string", false}, "manaCost": {"string", false}, "manaValue": {"number", true}, "name": {"string", true},
	"power": {"string", false}, "printings": {"[string]", false}, "purchaseUrls": {"object", true},
	"relatedCards": {"object", false}, "rulings": {"[object]", false}, "side": {"string", false},
	"subtypes": {"[string]", true}, "supertypes": {"[string]", true}, "text": {"string", false},
	"toughness": {"string", false}, "type": {"string", true}, "types": {"[string]", true},
}

// The fields of a Scryfall card object (scryfall.com/docs/api/cards) the
// export writes, with their JSON kinds; required ones marked. The
// extensions (as_of, oracle_source, oracle_date, oracle_notes,
// history_uri) are the server's.
var scryfallCardFields = map[string]struct {
	kind     string
	required bool
}{
	"object": {"string", true}, "id": {"string", true}, "oracle_id": {"string", true}, "multiverse_ids": {"[number]", false},
	"name": {"string", true}, "lang": {"string", true}, "released_at": {"string", false}, "layout": {"string", true},
	"uri": {"string", true}, "rulings_uri": {"string", true}, "mana_cost": {"string", false}, "cmc": {"number", true},
	"type_line": {"string", true}, "oracle_text": {"string", false}, "power": {"string", false}, "toughness": {"string", false},
	"loyalty": {"string", false}, "defense": {"string", false}, "colors": {"[string]", false},
	"color_identity": {"[string]", true}, "keywords": {"[string]", true}, "legalities": {"object", true},
	"card_faces": {"[object]", false}, "reserved": {"bool", false}, "digital": {"bool", false}, "promo": {"bool", false},
	"reprint": {"bool", false}, "promo_types": {"[string]", false}, "set": {"string", false}, "set_name": {"string", false},
	"set_type": {"string", false}, "collector_number": {"string", false}, "rarity": {"string", false},
	"artist": {"string", false}, "flavor_text": {"string", false}, "set_id": {"string", false}, "set_uri": {"string", false},
	"set_search_uri": {"string", false}, "prints_search_uri": {"string", true},
	"as_of": {"string", true}, "oracle_source": {"object|null", true}, "oracle_date": {"string|null", true},
	"oracle_notes": {"[string]", false}, "history_uri": {"string", true},
}

var mtgjsonLegalityValues = []string{"Legal", "Banned", "Restricted", "Not Legal"}

func jsonKind(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case string:
		return "string"
	case float64:
		return "number"
	case bool:
		return "bool"
	case map[string]any:
		return "object"
	case []any:
		if len(v) == 0 {
			return "[]"
		}
		return "[" + jsonKind(v[0]) + "]"
	}
	return fmt.Sprintf("%T", v)
}

func checkFields(obj map[string]any, fields map[string]struct {
	kind     string
	required bool
}) []string {
	var errs []string
	for k, v := range obj {
		f, ok := fields[k]
		if !ok {
			errs = append(errs, fmt.Sprintf("field %q is not in the type", k))
			continue
		}
		kind := jsonKind(v)
		if kind == "[]" && strings.HasPrefix(f.kind, "[") {
			continue
		}
		if !slices.Contains(strings.Split(f.kind, "|"), kind) {
			errs = append(errs, fmt.Sprintf("field %q is %s, the type says %s", k, kind, f.kind))
		}
	}
	for k, f := range fields {
		if _, ok := obj[k]; f.required && !ok {
			errs = append(errs, fmt.Sprintf("required field %q missing", k))
		}
	}
	return errs
}

// checkMTGJSONTypes checks an AtomicCards file against MTGJSON's types.
func checkMTGJSONTypes(t *testing.T, b []byte) {
	t.Helper()
	var file struct {
		Meta map[string]any              `json:"meta"`
		Data map[string][]map[string]any `json:"data"`
	}
	if err := json.Unmarshal(b, &file); err != nil {
		t.Fatal(err)
	}
	if _, err := oracle.ParseDate(fmt.Sprint(file.Meta["date"])); err != nil || !strings.HasPrefix(fmt.Sprint(file.Meta["version"]), "5.") {
		t.Errorf("meta %v: want a date and a 5.x version", file.Meta)
	}
	bad := 0
	for name, faces := range file.Data {
		for _, f := range faces {
			errs := checkFields(f, mtgjsonAtomicFields)
			if f["name"] != name {
				errs = append(errs, fmt.Sprintf("name %v under the key %q", f["name"], name))
			}
			for format, v := range f["legalities"].(map[string]any) {
				if !slices.Contains(mtgjsonLegalityValues, fmt.Sprint(v)) || format != strings.ToLower(format) {
					errs = append(errs, fmt.Sprintf("legality %s: %v", format, v))
				}
			}
			for _, key := range []string{"colors", "colorIdentity"} {
				for _, c := range f[key].([]any) {
					if !strings.Contains("WUBRG", fmt.Sprint(c)) || len(fmt.Sprint(c)) != 1 {
						errs = append(errs, fmt.Sprintf("%s holds %v", key, c))
					}
				}
			}
			if rulings, ok := f["rulings"].([]any); ok {
				for _, r := range rulings {
					if errs2 := checkFields(r.(map[string]any), map[string]struct {
						kind     string
						required bool
					}{"date": {"string", true}, "text": {"string", true}}); errs2 != nil {
						errs = append(errs, errs2...)
					}
				}
			}
			if len(faces) > 1 && (f["faceName"] == nil || f["side"] == nil) {
				errs = append(errs, "a face of several without faceName and side")
			}
			for _, e := range errs {
				if bad++; bad <= 20 {
					t.Errorf("%s: %s", name, e)
				}
			}
		}
	}
	if len(file.Data) == 0 {
		t.Error("no card")
	}
}

// checkScryfallTypes checks a Scryfall bulk file against Scryfall's card
// object.
func checkScryfallTypes(t *testing.T, b []byte) {
	t.Helper()
	var cards []map[string]any
	if err := json.Unmarshal(b, &cards); err != nil {
		t.Fatal(err)
	}
	bad := 0
	for _, c := range cards {
		errs := checkFields(c, scryfallCardFields)
		if c["object"] != "card" || c["lang"] != "en" {
			errs = append(errs, fmt.Sprintf("object %v, lang %v", c["object"], c["lang"]))
		}
		for format, v := range c["legalities"].(map[string]any) {
			if !slices.Contains([]string{"legal", "not_legal", "banned", "restricted"}, fmt.Sprint(v)) {
				errs = append(errs, fmt.Sprintf("legality %s: %v", format, v))
			}
		}
		for _, e := range errs {
			if bad++; bad <= 20 {
				t.Errorf("%v: %s", c["name"], e)
			}
		}
	}
	if len(cards) == 0 {
		t.Error("no card")
	}
}

// TestPublishedTypes checks the sample's MTGJSON and Scryfall exports,
// now and as of a date, against the formats' published types.
func TestPublishedTypes(t *testing.T) {
	store := sampleStore(t)
	for _, asOf := range []*oracle.Date{nil, mustDate(t, "1999-01-01")} {
		checkMTGJSONTypes(t, []byte(exportTo(t, store, "mtgjson", oracle.ExportOptions{AsOf: asOf}, false)))
		checkScryfallTypes(t, []byte(exportTo(t, store, "scryfall", oracle.ExportOptions{AsOf: asOf}, false)))
		checkScryfallTypes(t, []byte(exportTo(t, store, "scryfall", oracle.ExportOptions{AsOf: asOf}, true)))
	}
}

// TestPublishedTypesPool is TestPublishedTypes on the whole-pool database
// ORACLE_EXPORT_DB names.
func TestPublishedTypesPool(t *testing.T) {
	path := os.Getenv("ORACLE_EXPORT_DB")
	if path == "" {
		t.Skip("ORACLE_EXPORT_DB does not name a database")
	}
	store, err := sqlite.OpenReadOnly(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	var b bytes.Buffer
	b.WriteString(exportTo(t, store, "mtgjson", oracle.ExportOptions{}, false))
	checkMTGJSONTypes(t, b.Bytes())
	checkScryfallTypes(t, []byte(exportTo(t, store, "scryfall", oracle.ExportOptions{}, true)))
}

// TestTypeCheck checks the type checks catch what the types forbid.
func TestTypeCheck(t *testing.T) {
	for _, obj := range []map[string]any{
		{"name": 3.0},
		{"colors": []any{"W"}, "bogus": true},
	} {
		if errs := checkFields(obj, mtgjsonAtomicFields); len(errs) == 0 {
			t.Errorf("%v: no error", obj)
		}
	}
}

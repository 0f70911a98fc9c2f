//go:build ignore

// gen_keywords reads the newest Comprehensive Rules text and writes
// keywords_table.go: the keyword abilities of rule 702 (with the shape of
// their parameters), the keyword actions of rule 701 and the ability words
// of rule 207.2c.
//
// Usage (from go generate in package parser):
//
//	go run gen_keywords.go [-rules FILE] [-o keywords_table.go]
//
// Without -rules it picks the newest MagicCompRules_effective_*.txt.gz in
// $ORACLE_SHARED/comprules or ../../shared/carddata/comprules.
package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"go/format"
	"io"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// overrides covers what the rules text cannot tell.
var overrides = struct {
	// split names the titles that define two keywords at once.
	split map[string][]string
	// extra keywords that cards carry but the newest rules do not define.
	extra []entry
	// shape forces a shape where the rules never spell out the written form.
	shape map[string]string
}{
	split: map[string][]string{
		"Daybound and Nightbound": {"Daybound", "Nightbound"},
	},
	extra: []entry{
		// 702.89b: Oracle said "totem armor" until the 2023 rename to umbra armor.
		{Name: "Totem armor", Rule: "702.89b", Shape: "ShapeNone", VariantOf: "Umbra armor"},
		// Unstable's augment is printed on cards but lives outside the Comprehensive Rules.
		{Name: "Augment", Rule: "", Shape: "ShapeCost"},
	},
	shape: map[string]string{
		// 702.124 defines the plain "Partner"; "Partner—[text]" (702.124i)
		// is a later form that plain partner lines do not have.
		"Partner": "ShapeNone",
		// Conspire and bargain name a "conspire cost"/"bargain cost", but the
		// rule fixes it; cards write the bare keyword.
		"Conspire": "ShapeNone",
		"Bargain":  "ShapeNone",
	},
}

type entry struct {
	Name      string
	Rule      string
	Shape     string
	VariantOf string
}

var (
	titleRe = regexp.MustCompile(`^(70[12])\.(\d+)\. (.+)$`)
	subRe   = regexp.MustCompile(`^(702)\.(\d+)([a-z]) (.+)$`)
	quoteRe = regexp.MustCompile(`“([^”]*)”`)
	// Variants are introduced as “Hexproof from [quality]” is a variant...,
	// “Partner with [name]” represents..., or Multikicker is a variant....
	variantRe = regexp.MustCompile(`^(?:“([^”]+)” (?:is a variant of|is a special form of|means|represents)|([A-Z][\w ’\[\]]+?) is a variant of)`)
	placeRe   = regexp.MustCompile(`\[[^\]]*\]`)
)

func main() {
	rulesPath := flag.String("rules", "", "Comprehensive Rules text (.txt or .txt.gz); default: newest in the shared data")
	out := flag.String("o", "keywords_table.go", "output file")
	flag.Parse()
	if *rulesPath == "" {
		*rulesPath = newestRules()
	}
	lines, err := readLines(*rulesPath)
	if err != nil {
		log.Fatal(err)
	}
	abilities, actions, words := extract(lines)
	src := render(filepath.Base(*rulesPath), abilities, actions, words)
	formatted, err := format.Source(src)
	if err != nil {
		log.Fatalf("format: %v\n%s", err, src)
	}
	if err := os.WriteFile(*out, formatted, 0o644); err != nil {
		log.Fatal(err)
	}
}

func newestRules() string {
	dirs := []string{"../../shared/carddata/comprules"}
	if env := os.Getenv("ORACLE_SHARED"); env != "" {
		dirs = append([]string{filepath.Join(env, "carddata", "comprules"), filepath.Join(env, "comprules")}, dirs...)
	}
	for _, dir := range dirs {
		// The date in the name is YYYYMMDD, so lexical order is date order.
		matches, _ := filepath.Glob(filepath.Join(dir, "MagicCompRules_effective_*.txt.gz"))
		if len(matches) > 0 {
			sort.Strings(matches)
			return matches[len(matches)-1]
		}
	}
	log.Fatal("no MagicCompRules_effective_*.txt.gz found; pass -rules or set ORACLE_SHARED")
	return ""
}

// readLines returns the rules text one trimmed line at a time. It copes with
// both layouts: the original (CRLF, BOM) and the re-indented copies.
func readLines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		gz, err := gzip.NewReader(f)
		if err != nil {
			return nil, err
		}
		r = gz
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	var lines []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		lines = append(lines, strings.TrimSpace(sc.Text()))
	}
	return lines, sc.Err()
}

type rule struct {
	number string // "702.29"
	title  string
	subs   []string // "702.29a ..." texts without the number
	subIDs []string
}

func extract(lines []string) (abilities []entry, actions, words []string) {
	var rules []*rule
	byNum := map[string]*rule{}
	inRules := false
	for _, line := range lines {
		// The table of contents lists "702. Keyword Abilities" too; the rules
		// proper start at the first numbered sub-rule and end at the glossary.
		if strings.HasPrefix(line, "100.1.") {
			inRules = true
		}
		if !inRules {
			continue
		}
		if line == "Glossary" {
			break
		}
		if strings.HasPrefix(line, "207.2c ") {
			words = abilityWords(line)
			continue
		}
		if m := titleRe.FindStringSubmatch(line); m != nil {
			r := &rule{number: m[1] + "." + m[2], title: m[3]}
			rules = append(rules, r)
			byNum[r.number] = r
			continue
		}
		if m := subRe.FindStringSubmatch(line); m != nil {
			if r := byNum[m[1]+"."+m[2]]; r != nil {
				r.subs = append(r.subs, m[4])
				r.subIDs = append(r.subIDs, m[1]+"."+m[2]+m[3])
			}
		}
	}
	for _, r := range rules {
		if strings.HasPrefix(r.number, "701.") {
			if r.number != "701.1" {
				actions = append(actions, r.title)
			}
			continue
		}
		if r.number == "702.1" {
			continue
		}
		abilities = append(abilities, keywordEntries(r)...)
	}
	abilities = append(abilities, overrides.extra...)
	return abilities, actions, words
}

func keywordEntries(r *rule) []entry {
	names := overrides.split[r.title]
	if names == nil {
		names = []string{cardCase(r.title, r.subs)}
	}
	var out []entry
	for _, name := range names {
		shape := "ShapeNone"
		// The written form is in the first two sub-rules; later ones
		// describe variants and interactions.
		for i := 0; i < len(r.subs) && i < 2 && shape == "ShapeNone"; i++ {
			shape = shapeOf(name, r.subs[i])
		}
		// 702.1a: a keyword with variable costs is referred to as "[keyword]
		// cost" ("any foretell cost it has") even where its written form is
		// never spelled out.
		if shape == "ShapeNone" && strings.Contains(strings.ToLower(strings.Join(r.subs, " ")), strings.ToLower(name)+" cost") {
			shape = "ShapeCost"
		}
		if s, ok := overrides.shape[name]; ok {
			shape = s
		}
		out = append(out, entry{Name: name, Rule: r.number, Shape: shape})
	}
	if len(names) != 1 {
		return out
	}
	for i, sub := range r.subs {
		m := variantRe.FindStringSubmatch(sub)
		if m == nil {
			continue
		}
		name := strings.TrimSpace(placeRe.ReplaceAllString(m[1]+m[2], ""))
		// A variant's name is a short phrase: "Hexproof from", "Multikicker".
		if name == "" || strings.ContainsAny(name, "“”—.") || strings.Count(name, " ") > 3 || !isLetter(strings.ToLower(name)[0]) ||
			strings.HasSuffix(name, " X") || strings.HasSuffix(name, " N") {
			continue
		}
		if known(out, name) {
			continue
		}
		// The written form may be spelled out in any sub-rule of the keyword
		// ("bands with other [quality]" first appears in 702.22j).
		lookup := name
		if strings.EqualFold(name, "Typecycling") {
			lookup = ""
		}
		shape := shapeOf(lookup, strings.Join(r.subs, " "))
		out = append(out, entry{Name: upperFirst(name), Rule: r.subIDs[i], Shape: shape, VariantOf: out[0].Name})
	}
	return out
}

// known reports whether name is already covered: the same name, or a name
// that merely fills in the quality of a keyword that takes one
// ("Protection from everything", "Gift a Food").
func known(entries []entry, name string) bool {
	for _, e := range entries {
		if strings.EqualFold(e.Name, name) {
			return true
		}
		if e.Shape == "ShapeQuality" && len(name) > len(e.Name) && strings.EqualFold(name[:len(e.Name)], e.Name) {
			return true
		}
	}
	return false
}

// cardCase returns the title as cards write it: rule titles are in title
// case ("Double Strike") but the first sub-rule starts with the card's
// casing ("Double strike is ...").
func cardCase(title string, subs []string) string {
	if len(subs) > 0 && len(subs[0]) >= len(title) && strings.EqualFold(subs[0][:len(title)], title) {
		return subs[0][:len(title)]
	}
	return title
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// shapeOf finds the written form of the keyword in a rule text ("Echo
// [cost]", "Rampage N", "Suspend N—[cost]", "[type]walk") and names the
// parameter shape it implies. An empty name looks for the typecycling form.
func shapeOf(name, text string) string {
	best, bestScore := "ShapeNone", 0
	lower := strings.ToLower(text)
	starts := []string{"[type]"}
	if name != "" {
		starts = append(starts, strings.ToLower(name))
	}
	for _, start := range starts {
		for off := 0; ; {
			i := strings.Index(lower[off:], start)
			if i < 0 {
				break
			}
			i += off
			off = i + len(start)
			// Only whole words: "enchant" must not match inside "enchanted".
			if i > 0 && isLetter(lower[i-1]) || off < len(lower) && isLetter(lower[off]) && start != "[type]" {
				continue
			}
			shape, score := classify(start, lower[off:])
			if score > bestScore {
				best, bestScore = shape, score
			}
		}
	}
	return best
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' }

var paramRe = regexp.MustCompile(`^(?:(?: ?— ?| ?—|: ?)?\[[^\]]*\]| n\b| x\b| (?:from|for|onto|with|a|an)\b| \[[^\]]*\])+`)

// classify turns the text after a keyword's name into a shape and a score
// (the number of placeholders, so the most explicit form wins).
func classify(start, rest string) (string, int) {
	if start == "[type]" {
		switch {
		case strings.HasPrefix(rest, "walk"):
			return "ShapeLandwalk", 10
		case strings.HasPrefix(rest, "cycling"):
			return "ShapeTypecycling", 10
		}
		return "ShapeNone", 0
	}
	m := paramRe.FindString(rest)
	if m == "" {
		return "ShapeNone", 0
	}
	if strings.HasPrefix(strings.TrimLeft(m, " "), "—") || strings.HasPrefix(m, ":") {
		// "Forecast — [Activated ability]", "Boast — [Cost]: [Effect]":
		// written like an ability word in front of an ability.
		if strings.Contains(m, "ability]") || strings.Contains(m, "effect]") || strings.Contains(m, "]:") {
			return "ShapeLabel", 1
		}
		if strings.Contains(m, "[cost]") {
			return "ShapeCost", 1
		}
		return "ShapeText", 1
	}
	var kinds []string
	for _, p := range regexp.MustCompile(`\[[^\]]*\]| n\b| x\b`).FindAllString(m, -1) {
		switch {
		case p == "[cost]":
			kinds = append(kinds, "cost")
		case p == " n" || p == " x":
			kinds = append(kinds, "number")
		default:
			kinds = append(kinds, "quality")
		}
	}
	switch strings.Join(kinds, "+") {
	case "cost":
		return "ShapeCost", 1
	case "number":
		return "ShapeNumber", 1
	case "number+cost":
		return "ShapeNumberCost", 2
	case "quality":
		return "ShapeQuality", 1
	case "quality+cost":
		return "ShapeQualityCost", 2
	case "quality+number":
		return "ShapeQualityNumber", 2
	}
	return "ShapeNone", 0
}

// abilityWords splits "The ability words are adamant, addendum, ..., and
// will of the council."
func abilityWords(line string) []string {
	const marker = "The ability words are "
	i := strings.Index(line, marker)
	if i < 0 {
		log.Fatalf("207.2c: no %q", marker)
	}
	list := strings.TrimSuffix(line[i+len(marker):], ".")
	var words []string
	for _, w := range strings.Split(list, ", ") {
		w = strings.TrimPrefix(w, "and ")
		words = append(words, upperFirst(strings.ReplaceAll(w, "’", "'")))
	}
	return words
}

func render(source string, abilities []entry, actions, words []string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by gen_keywords.go from %s; DO NOT EDIT.\n\n", source)
	b.WriteString("package parser\n\n")
	fmt.Fprintf(&b, "// rulesSource names the Comprehensive Rules file the tables come from.\nconst rulesSource = %q\n\n", source)
	b.WriteString("// keywordTable lists the keyword abilities of rule 702 in rule order,\n// each followed by its variants.\nvar keywordTable = []KeywordInfo{\n")
	for _, e := range abilities {
		fmt.Fprintf(&b, "\t{Name: %q, Rule: %q, Shape: %s", strings.ReplaceAll(e.Name, "’", "'"), e.Rule, e.Shape)
		if e.VariantOf != "" {
			fmt.Fprintf(&b, ", VariantOf: %q", e.VariantOf)
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n\n// keywordActions lists the keyword actions of rule 701 in rule order.\nvar keywordActions = []string{\n")
	for _, a := range actions {
		fmt.Fprintf(&b, "\t%q,\n", a)
	}
	b.WriteString("}\n\n// abilityWords lists the ability words of rule 207.2c.\nvar abilityWords = []string{\n")
	for _, w := range words {
		fmt.Fprintf(&b, "\t%q,\n", w)
	}
	b.WriteString("}\n")
	return b.Bytes()
}

package diff

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mtgoracle/oracle/oracle"
)

// rewritesFile is what a rewrites file holds, before its checks.
type rewritesFile struct {
	Rewrites []Rewrite `yaml:"rewrites"`
	Meanings []Rewrite `yaml:"meanings"`
}

// decodeRewrites decodes a rewrites file. A file written in the plain
// layout of data/rewrites.yaml is read line by line (readRewritesLines),
// which takes a fraction of the general YAML decoder's time: a card's
// answer that judges a reprint loads the file first. Any other file, and
// every file with a mistake, goes through the general decoder, which
// gives each mistake its position.
func decodeRewrites(file string, src []byte) (rewritesFile, oracle.Problems) {
	if f, ok := readRewritesLines(file, src); ok {
		return f, nil
	}
	var f rewritesFile
	ps := oracle.DecodeYAML(file, src, &f)
	return f, ps
}

// readRewritesLines reads src when it is written in the plain layout of
// data/rewrites.yaml: the lists "rewrites" and "meanings" at the margin,
// each item a mapping "  - key: value" with its other keys four spaces in,
// the patterns six spaces in ("      - from: ...", "        to: ..."), each
// value on its key's line, single-quoted, double-quoted with no escape
// but \n, \t, \\ and \", a flow list [a, 'b'], or plain
// words; comments on lines of their own or after a quoted value. It gives
// what the general decoder gives for such a file, positions included, and
// ok is false for any file written otherwise, which the general decoder
// then reads.
func readRewritesLines(file string, src []byte) (f rewritesFile, ok bool) {
	if len(src) > oracle.MaxDataFile || !printable(src) {
		return rewritesFile{}, false
	}
	var (
		list     *[]Rewrite
		seenList []string
		rw       *Rewrite // the item being read
		seen     keys     // the item's keys read
		inPats   bool     // after "patterns:" in rw
		pat      *Pattern // the pattern being read
		patSeen  keys
	)
	// done reports whether the item being read is whole: a "patterns:"
	// with no pattern under it is null, which the plain layout does not
	// write.
	done := func() bool { return rw == nil || !seen.has("patterns") || len(rw.Patterns) > 0 }
	text := string(src)
	// The items and patterns are cut from two arrays, of as many as the
	// file has lines that start them, so that none is copied to grow.
	items := make([]Rewrite, 0, strings.Count(text, "\n  - ")+1)
	pats := make([]Pattern, 0, strings.Count(text, "\n      - ")+1)
	itemsFrom := 0
	for n := 1; text != ""; n++ {
		line, rest, _ := strings.Cut(text, "\n")
		text = rest
		line = strings.TrimRight(line, " ")
		body := strings.TrimLeft(line, " ")
		indent := len(line) - len(body)
		if body == "" || body[0] == '#' {
			continue
		}
		pos := oracle.Pos{File: file, Line: n}
		switch indent {
		case 0:
			name, ok := strings.CutSuffix(body, ":")
			if !ok || slices.Contains(seenList, name) || !done() {
				return rewritesFile{}, false
			}
			switch name {
			case "rewrites":
				list = &f.Rewrites
			case "meanings":
				list = &f.Meanings
			default:
				return rewritesFile{}, false
			}
			seenList, rw, inPats, pat = append(seenList, name), nil, false, nil
			itemsFrom = len(items)
		case 2, 4:
			item := indent == 2
			if item {
				after, ok := strings.CutPrefix(body, "- ")
				if !ok || list == nil || !done() || strings.HasPrefix(after, " ") {
					return rewritesFile{}, false
				}
				if len(items) == cap(items) {
					return rewritesFile{}, false
				}
				items = append(items, Rewrite{Pos: pos})
				*list = items[itemsFrom:len(items):len(items)]
				rw, seen = &items[len(items)-1], nil
				rw.Pos.Col = indent + 3
				body = after
			} else if rw == nil {
				return rewritesFile{}, false
			}
			key, value, ok := keyValue(body)
			if !ok || seen.has(key) {
				return rewritesFile{}, false
			}
			seen, inPats, pat = append(seen, key), false, nil
			if key == "patterns" {
				if value != "" {
					return rewritesFile{}, false
				}
				inPats = true
				continue
			}
			if !rw.set(key, value) {
				return rewritesFile{}, false
			}
		case 6, 8:
			if !inPats {
				return rewritesFile{}, false
			}
			if indent == 6 {
				after, ok := strings.CutPrefix(body, "- ")
				if !ok || strings.HasPrefix(after, " ") {
					return rewritesFile{}, false
				}
				if len(pats) == cap(pats) {
					return rewritesFile{}, false
				}
				pats = append(pats, Pattern{Pos: pos})
				rw.Patterns = pats[len(pats)-len(rw.Patterns)-1 : len(pats) : len(pats)]
				pat, patSeen = &pats[len(pats)-1], nil
				pat.Pos.Col = indent + 3
				body = after
			} else if pat == nil {
				return rewritesFile{}, false
			}
			key, value, ok := keyValue(body)
			if !ok || patSeen.has(key) {
				return rewritesFile{}, false
			}
			patSeen = append(patSeen, key)
			s, ok := scalar(value)
			if !ok {
				return rewritesFile{}, false
			}
			switch key {
			case "from":
				pat.From = s
			case "to":
				pat.To = s
			default:
				return rewritesFile{}, false
			}
		default:
			return rewritesFile{}, false
		}
	}
	if !done() || len(seenList) == 0 {
		return rewritesFile{}, false
	}
	return f, true
}

// keys are the keys of a mapping read so far.
type keys []string

func (k keys) has(key string) bool { return slices.Contains(k, key) }

// printable reports whether src is UTF-8 of characters YAML reads as
// they are, lines ending in "\n" without tabs.
func printable(src []byte) bool {
	for i := 0; i < len(src); {
		r, size := rune(src[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRune(src[i:])
		}
		i += size
		switch {
		case r == '\n', r >= 0x20 && r < 0x7f:
		case r == utf8.RuneError, r < 0xa0, r == 0xfeff, r >= 0xd800 && r < 0xe000, r == 0xfffe, r == 0xffff:
			return false
		}
	}
	return true
}

// set sets the field of r whose key is key to value, as written; false
// when the key is not one of r's or the value not one the plain layout
// writes for it.
func (r *Rewrite) set(key, value string) bool {
	var field *[]string
	switch key {
	case "id", "summary", "since", "until":
		s, ok := scalar(value)
		if !ok {
			return false
		}
		switch key {
		case "id":
			r.ID = s
		case "summary":
			r.Summary = s
		case "since":
			r.SinceText = s
		default:
			r.UntilText = s
		}
		return true
	case "rules":
		field = &r.Rules
	case "needs":
		field = &r.Needs
	case "needs_any":
		field = &r.NeedsAny
	case "ability_has":
		field = &r.AbilityHas
	case "ability_lacks":
		field = &r.AbilityLacks
	case "keep":
		field = &r.Keep
	default:
		return false
	}
	items, ok := flowList(value)
	if !ok {
		return false
	}
	*field = items
	return true
}

// keyValue splits "key: value" (or "key:"), the key being lower-case
// letters and underscores.
func keyValue(s string) (key, value string, ok bool) {
	i := 0
	for i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] == '_') {
		i++
	}
	if i == 0 || i == len(s) || s[i] != ':' {
		return "", "", false
	}
	key, value = s[:i], s[i+1:]
	if value == "" {
		return key, "", true
	}
	if value[0] != ' ' {
		return "", "", false
	}
	return key, strings.TrimLeft(value, " "), true
}

// scalar is the string a value written on one line stands for: a
// single-quoted string, optionally followed by a comment, or plain words
// that hold nothing YAML reads otherwise.
func scalar(v string) (string, bool) {
	if v == "" {
		return "", false
	}
	if v[0] == '\'' {
		s, rest, ok := quoted(v)
		if !ok {
			return "", false
		}
		// A comment after the value is set off by a blank.
		if c := strings.TrimLeft(rest, " "); rest != "" && (c == rest || c[0] != '#') {
			return "", false
		}
		return s, true
	}
	if v[0] == '"' {
		s, rest, ok := doubleQuoted(v)
		if !ok {
			return "", false
		}
		if c := strings.TrimLeft(rest, " "); rest != "" && (c == rest || c[0] != '#') {
			return "", false
		}
		return s, true
	}
	if !plain(v, false) {
		return "", false
	}
	return v, true
}

// doubleQuoted reads the double-quoted string v starts with, whose only
// escapes are \n, \t, \\ and \" (read alike by YAML and Go), and returns
// it and what follows it.
func doubleQuoted(v string) (s, rest string, ok bool) {
	for i := 1; i < len(v); i++ {
		switch v[i] {
		case '\\':
			if i+1 == len(v) || !strings.ContainsRune(`nt\"`, rune(v[i+1])) {
				return "", "", false
			}
			i++
		case '"':
			s, err := strconv.Unquote(v[:i+1])
			return s, v[i+1:], err == nil
		}
	}
	return "", "", false
}

// quoted reads the single-quoted string v starts with and returns it and
// what follows it.
func quoted(v string) (s, rest string, ok bool) {
	if i := strings.IndexByte(v[1:], '\''); i >= 0 && !strings.HasPrefix(v[1+i+1:], "'") {
		return v[1 : 1+i], v[1+i+1:], true // no quote doubled
	}
	var b strings.Builder
	for i := 1; i < len(v); i++ {
		if v[i] != '\'' {
			b.WriteByte(v[i])
			continue
		}
		if i+1 < len(v) && v[i+1] == '\'' {
			b.WriteByte('\'')
			i++
			continue
		}
		return b.String(), v[i+1:], true
	}
	return "", "", false
}

// plain reports whether v reads in YAML as the plain string v: it starts
// with a letter or digit, holds no ": " or " #" and does not end with
// ":"; in a flow list (inFlow) it holds no ",[]{}" either. A plain word
// YAML reads as null ("null", "~") is left to the general decoder.
func plain(v string, inFlow bool) bool {
	if v == "" || strings.TrimSpace(v) != v {
		return false
	}
	c := v[0]
	if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
		return false
	}
	if strings.Contains(v, ": ") || strings.Contains(v, " #") || strings.HasSuffix(v, ":") {
		return false
	}
	if inFlow && strings.ContainsAny(v, ",[]{}:#'\"") {
		return false
	}
	switch v {
	case "null", "Null", "NULL":
		return false
	}
	return true
}

// flowList reads a flow list of single-quoted or plain items, "[a, 'b']",
// with nothing after it.
func flowList(v string) ([]string, bool) {
	rest, ok := strings.CutPrefix(v, "[")
	if !ok {
		return nil, false
	}
	items := []string{}
	rest = strings.TrimLeft(rest, " ")
	if after, ok := strings.CutPrefix(rest, "]"); ok {
		return items, after == ""
	}
	for {
		var item string
		if strings.HasPrefix(rest, "'") {
			s, after, ok := quoted(rest)
			if !ok {
				return nil, false
			}
			item, rest = s, strings.TrimLeft(after, " ")
		} else {
			i := strings.IndexAny(rest, ",]")
			if i < 0 {
				return nil, false
			}
			item, rest = strings.TrimRight(rest[:i], " "), rest[i:]
			if !plain(item, true) {
				return nil, false
			}
		}
		items = append(items, item)
		switch {
		case strings.HasPrefix(rest, ","):
			rest = strings.TrimLeft(rest[1:], " ")
			if rest == "" || rest[0] == ']' || rest[0] == ',' {
				return nil, false
			}
		case rest == "]":
			return items, true
		default:
			return nil, false
		}
	}
}

// Package comprules reads the Comprehensive Rules as a text file: the
// effective date from its header, its table of contents, every numbered
// rule and subrule with its text and examples, and the glossary.
package comprules

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/dump"
)

// Title is the first line of every Comprehensive Rules file.
const Title = "Magic: The Gathering Comprehensive Rules"

// maxLine is the longest line read; the longest rule is some 2 kB.
const maxLine = 1 << 20

var utf8BOM = []byte{0xef, 0xbb, 0xbf}

// Detect reports whether content (its first bytes, decompressed) is a
// Comprehensive Rules file.
func Detect(head []byte) bool {
	head = bytes.TrimLeft(bytes.TrimPrefix(head, utf8BOM), " \t\r\n")
	return bytes.HasPrefix(head, []byte(Title))
}

// IsRulesFile reports whether the file at path (plain, gzip or xz) is a
// Comprehensive Rules file. A directory is not.
func IsRulesFile(path string) (bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return false, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || st.IsDir() {
		return false, err
	}
	content, err := dump.Decompress(f)
	if err != nil {
		return false, nil // not compressed as it claims: not ours to judge
	}
	head := make([]byte, 256)
	n, _ := io.ReadFull(content, head)
	return Detect(head[:n]), nil
}

// ReadFile reads the rules file at path, plain, gzip or xz.
func ReadFile(path string) (*oracle.CompRules, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	content, err := dump.Decompress(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return Read(path, content)
}

// The patterns are compiled on first use: every command links this
// package, and few read rules.
var (
	effectiveRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`These rules are effective as of ([A-Z][a-z]+ \d{1,2}, \d{4})\.`)
	})
	partRe     = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([1-9])\. (\S.*)$`) })
	sectionRe  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([1-9]\d\d)\. (\S.*)$`) })
	ruleRe     = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([1-9]\d\d\.\d+[a-z]*)\.?\s+(\S.*)$`) })
	bareRuleRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[1-9]\d\d\.\d+[a-z]*\.?$`) })
)

type phase int

const (
	inHeader phase = iota
	inContents
	inBody
	inGlossary
	done
)

// reader is the state of reading one file.
type reader struct {
	file     string
	rules    *oracle.CompRules
	problems oracle.Problems
	phase    phase
	// the part and section the body is in, and the rule being read
	part      oracle.CompSection
	section   *oracle.CompSection
	rule      *oracle.CompRule
	inExample bool
	seen      map[string]oracle.Pos
	// the glossary entry being read
	term     *oracle.GlossaryTerm
	sawTitle bool
}

func (r *reader) problem(line, col int, format string, args ...any) {
	r.problems = append(r.problems, oracle.Problem{Pos: oracle.Pos{File: r.file, Line: line, Col: col}, Msg: fmt.Sprintf(format, args...)})
}

// Read reads a Comprehensive Rules file's content, named file in errors:
// either layout (rules indented or not), LF or CRLF, with or without a
// byte order mark. Every problem is reported with its file:line:col; a
// file with any is refused.
func Read(file string, content io.Reader) (*oracle.CompRules, error) {
	r := &reader{file: file, rules: &oracle.CompRules{}, seen: map[string]oracle.Pos{}}
	sc := bufio.NewScanner(content)
	sc.Buffer(make([]byte, 64<<10), maxLine)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if line == 1 {
			text = strings.TrimPrefix(text, string(utf8BOM))
		}
		text = strings.TrimRight(text, "\r")
		trimmed := strings.TrimLeft(text, " \t")
		col := len(text) - len(trimmed) + 1
		if line == 1 && !r.sawTitle {
			if strings.TrimSpace(trimmed) != Title {
				r.problem(1, 1, "not a Comprehensive Rules file: it does not start with %q", Title)
				return nil, r.problems.Err()
			}
			r.sawTitle = true
			continue
		}
		trimmed = strings.TrimRight(trimmed, " \t")
		if !utf8.ValidString(trimmed) {
			r.problem(line, col, "not UTF-8 text")
			continue
		}
		r.line(line, col, trimmed)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			r.problem(line+1, 1, "line longer than %d bytes", maxLine)
		} else {
			r.problem(line+1, 1, "reading: %v", err)
		}
		return nil, r.problems.Err()
	}
	r.finish(line)
	if err := r.problems.Err(); err != nil {
		return nil, err
	}
	return r.rules, nil
}

func (r *reader) line(n, col int, s string) {
	switch r.phase {
	case inHeader:
		if m := effectiveRe().FindStringSubmatchIndex(s); m != nil && r.rules.Effective.IsZero() {
			t, err := time.Parse("January 2, 2006", s[m[2]:m[3]])
			if err != nil {
				r.problem(n, col+m[2], "effective date %q: %v", s[m[2]:m[3]], err)
				return
			}
			r.rules.Effective = oracle.DateOf(t)
			return
		}
		switch {
		case s == "Contents":
			r.phase = inContents
		case partRe().MatchString(s) && strings.HasPrefix(s, "1. "):
			r.phase = inBody // no table of contents
			r.line(n, col, s)
		}
	case inContents:
		r.contents(n, col, s)
	case inBody:
		r.body(n, col, s)
	case inGlossary:
		r.glossary(n, col, s)
	}
}

func (r *reader) contents(n, col int, s string) {
	switch {
	case s == "" || s == "Glossary":
	case s == "Credits":
		r.phase, r.part = inBody, oracle.CompSection{}
	case partRe().MatchString(s):
		m := partRe().FindStringSubmatch(s)
		r.part = oracle.CompSection{Part: int(m[1][0] - '0'), PartTitle: m[2]}
	case sectionRe().MatchString(s):
		m := sectionRe().FindStringSubmatch(s)
		num, _ := strconv.Atoi(m[1])
		if num/100 != r.part.Part {
			r.problem(n, col, "contents: section %d listed under part %d", num, r.part.Part)
			return
		}
		sec := r.part
		sec.Number, sec.Title = num, m[2]
		r.rules.Contents = append(r.rules.Contents, sec)
	default:
		r.problem(n, col, "contents: %q is neither a part, a section, the glossary nor the credits", clip(s))
	}
}

func (r *reader) body(n, col int, s string) {
	pos := oracle.Pos{File: r.file, Line: n, Col: col}
	if s == "" {
		return
	}
	if s == "Glossary" {
		r.phase, r.rule = inGlossary, nil
		return
	}
	if m := partRe().FindStringSubmatch(s); m != nil && int(m[1][0]-'0') > r.part.Part && (r.section != nil || r.part.Part == 0) {
		r.part = oracle.CompSection{Part: int(m[1][0] - '0'), PartTitle: m[2]}
		r.section, r.rule = nil, nil
		return
	}
	if m := sectionRe().FindStringSubmatch(s); m != nil {
		num, _ := strconv.Atoi(m[1])
		if num/100 == r.part.Part && (r.section == nil || num > r.section.Number) {
			sec := r.part
			sec.Number, sec.Title = num, m[2]
			r.rules.Sections = append(r.rules.Sections, sec)
			r.section = &r.rules.Sections[len(r.rules.Sections)-1]
			r.rule = nil
			return
		}
	}
	if m := ruleRe().FindStringSubmatch(s); m != nil || bareRuleRe().MatchString(s) {
		if m == nil {
			r.problem(n, col, "rule %s has no text", strings.TrimSuffix(s, "."))
			return
		}
		num := oracle.RuleNumber(m[1])
		if !num.Valid() {
			r.problem(n, col, "%q is not a rule number", m[1])
			return
		}
		if r.section == nil || num.Section() != r.section.Number {
			r.problem(n, col, "rule %s outside its section %d", num, num.Section())
			return
		}
		if prev, dup := r.seen[m[1]]; dup {
			r.problem(n, col, "rule %s numbered twice (first at line %d)", num, prev.Line)
			return
		}
		r.seen[m[1]] = pos
		r.rules.Rules = append(r.rules.Rules, oracle.CompRule{Number: m[1], Text: m[2], Pos: pos})
		r.rule, r.inExample = &r.rules.Rules[len(r.rules.Rules)-1], false
		return
	}
	if r.rule == nil {
		r.problem(n, col, "text outside any rule: %q", clip(s))
		return
	}
	if strings.HasPrefix(s, "Example:") {
		r.rule.Examples = append(r.rule.Examples, s)
		r.inExample = true
		return
	}
	if r.inExample {
		r.rule.Examples[len(r.rule.Examples)-1] += "\n" + s
		return
	}
	r.rule.Text += "\n" + s
}

func (r *reader) glossary(n, col int, s string) {
	switch {
	case s == "":
		r.endTerm()
	case r.term == nil && s == "Credits":
		r.phase = done
	case r.term == nil:
		r.term = &oracle.GlossaryTerm{Term: s, Pos: oracle.Pos{File: r.file, Line: n, Col: col}}
	case r.term.Text == "":
		r.term.Text = s
	default:
		r.term.Text += "\n" + s
	}
}

func (r *reader) endTerm() {
	if r.term == nil {
		return
	}
	if r.term.Text == "" {
		r.problem(r.term.Pos.Line, r.term.Pos.Col, "glossary entry %q has no text", clip(r.term.Term))
	} else {
		r.rules.Glossary = append(r.rules.Glossary, *r.term)
	}
	r.term = nil
}

func (r *reader) finish(lines int) {
	switch {
	case r.rules.Effective.IsZero():
		r.problem(1, 1, `no effective date: the header says no "These rules are effective as of MONTH D, YYYY."`)
	case r.phase == inHeader || r.phase == inContents:
		r.problem(lines+1, 1, "truncated: the file ends before its first rule")
	case r.phase == inBody:
		r.problem(lines+1, 1, "truncated: the file ends in the rules, before the glossary")
	case r.phase == inGlossary:
		r.problem(lines+1, 1, "truncated: the file ends in the glossary, before the credits")
	}
	if r.phase == done && len(r.rules.Rules) == 0 {
		r.problem(1, 1, "no numbered rules")
	}
}

func clip(s string) string {
	if len(s) > 60 {
		i := 60
		for i > 0 && s[i]&0xc0 == 0x80 {
			i--
		}
		return s[:i] + "..."
	}
	return s
}

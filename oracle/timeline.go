package oracle

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode"
)

// EventKind is what happened to a card at a date.
type EventKind string

const (
	EventPrinting EventKind = "printing" // the card was printed (first printing or reprint)
	EventErrata   EventKind = "errata"   // a document corrected the wording
	EventSnapshot EventKind = "snapshot" // an Oracle snapshot recorded the wording
	EventRuling   EventKind = "ruling"   // a document ruled on the card
	// EventField is a change of a field other than the wording (type
	// line, P/T, cost, colors, name, a legality), as history lists them.
	EventField EventKind = "field"
)

// kindOrder puts events of one date in the order they take effect.
var kindOrder = map[EventKind]int{EventPrinting: 0, EventErrata: 1, EventSnapshot: 2, EventRuling: 3}

// SourceRef names the source of an event.
type SourceRef struct {
	ID    string     `json:"id"`
	Title string     `json:"title"`
	Kind  SourceKind `json:"kind"`
}

// Event is one entry in a card's history.
type Event struct {
	Date      Date      `json:"date"`
	Precision string    `json:"precision"`
	Kind      EventKind `json:"kind"`
	Source    SourceRef `json:"source"`
	Face      string    `json:"face,omitempty"`
	// Text is the wording as the source gives it: the printed text, the
	// erratum as written, the snapshot's text, the ruling. Nil when a
	// document lists an erratum without its wording.
	Text *string `json:"text"`
	// Wording is the card's full wording in force after the event, in one
	// notation (NormalizeNotation): Text is the source's own.
	Wording     string      `json:"wording,omitempty"`
	ErratumKind ErratumKind `json:"erratum_kind,omitempty"`
	Ability     int         `json:"ability,omitempty"`
	// Changed is set on printings, errata and snapshots that changed the
	// wording in force.
	Changed bool `json:"changed,omitempty"`
	// ChangedAfter is set on a snapshot whose wording differs from the one
	// before it: the change is known only to lie after this date.
	ChangedAfter *Date `json:"changed_after,omitempty"`
	// PrintedNewer is set on such a snapshot when a reprint inside the
	// window already printed the newer wording (NarrowWindows): the
	// change had likely happened by the reprint's date.
	PrintedNewer *PrintedEvidence `json:"printed_newer,omitempty"`
	// Change says what kind of difference a change from the wording before
	// is: ChangeWording, or only ChangeReminderText.
	Change ChangeKind `json:"change,omitempty"`
	// Reprint is set on a printing of a later release than the first
	// printing's.
	Reprint bool `json:"reprint,omitempty"`
	// AnotherVersion is set on a printing, other than the first, of the
	// first printing's set or day: another art, number or language of the
	// set, a promo released with it. It is no reprint, and like one it
	// leaves the wording.
	AnotherVersion bool `json:"another_version,omitempty"`
	// CalledReprint is set on a printing its dump calls a reprint. The
	// first printing known that is one was printed before, in a printing
	// the data lacks: it sets the wording as the first does, and
	// EarlierUnknown says so.
	CalledReprint  bool   `json:"-"`
	EarlierUnknown bool   `json:"earlier_printings_unknown,omitempty"`
	Set            string `json:"set,omitempty"`
	SetName        string `json:"set_name,omitempty"`
	Number         string `json:"number,omitempty"`
	RawText        string `json:"raw_text,omitempty"`
	Note           string `json:"note,omitempty"`
	// Problem says why an erratum could not be applied, or why a
	// printing's text is not taken as printed (the data gives none, or gives
	// another face's): such a printing sets no wording.
	Problem string `json:"problem,omitempty"`
	seq     int
}

// isUnstatedErratum reports whether e is an erratum listed without its
// wording.
func (e *Event) isUnstatedErratum() bool { return e.Kind == EventErrata && e.Text == nil }

// sameRelease reports whether the printing e came out with the printing
// first: in its set (its printing source), or on its day.
func sameRelease(first, e *Event) bool {
	return e.Source.ID != "" && e.Source.ID == first.Source.ID || e.Date.Day != 0 && e.Date == first.Date
}

// PrintedAgain reports whether e is a printing after the first: a reprint
// or another version of the first.
func (e *Event) PrintedAgain() bool { return e.Reprint || e.AnotherVersion }

// SetsWording reports whether the event can change the wording in force:
// the first printing whose text is known, an erratum that gives its
// wording, a snapshot. An erratum listed without its wording is an event
// of the card's history, but the wording in force never comes from it.
func (e *Event) SetsWording() bool {
	switch e.Kind {
	case EventPrinting:
		return !e.PrintedAgain() && e.Problem == ""
	case EventErrata:
		return e.Text != nil
	}
	return e.Kind == EventSnapshot
}

// ResolveTimeline sorts one face's events and works out the wording in
// force after each: the first printing sets it, reprints leave it, errata
// rewrite it (whole, the end of one ability, or an added ability), and
// each snapshot records it as the snapshot saw it.
func ResolveTimeline(events []Event) {
	for i := range events {
		events[i].seq = i
		events[i].Precision = events[i].Date.Precision().String()
	}
	sort.SliceStable(events, func(i, j int) bool {
		a, b := &events[i], &events[j]
		if fa, fb := firstDay(a.Date), firstDay(b.Date); fa != fb {
			return fa < fb
		}
		if kindOrder[a.Kind] != kindOrder[b.Kind] {
			return kindOrder[a.Kind] < kindOrder[b.Kind]
		}
		return a.seq < b.seq
	})
	var first *Event // the first printing whose text is known
	// wording is the wording in force as its sources wrote it, shown the
	// same in one notation (NormalizeNotation)
	var wording, shown string
	// last is the event that set the wording in force; windowStart the
	// last event that set or changed it, where a change a snapshot sees
	// may have happened.
	var last, windowStart *Event
	// wordingKey is NotationKey(wording) when keyed.
	var wordingKey string
	keyed := false
	for i := range events {
		e := &events[i]
		// A printing whose text is not known is shown, but the first
		// printing is the first one whose text is.
		if e.Kind == EventPrinting && e.Problem == "" {
			switch {
			case first == nil:
				first = e
				e.EarlierUnknown = e.CalledReprint
			case sameRelease(first, e):
				e.AnotherVersion = true
			default:
				e.Reprint = true
			}
		}
		if !e.SetsWording() {
			e.Wording = shown
			if e.isUnstatedErratum() {
				// the wording changed here, to words not known: a change
				// seen later by a snapshot may be this one
				windowStart = e
			}
			continue
		}
		next := wording
		switch {
		case e.Kind == EventErrata && e.ErratumKind == ErratumFull && e.Ability > 0:
			applied, err := replaceAbility(wording, *e.Text, e.Ability)
			if err != nil {
				e.Problem = err.Error()
			} else {
				next = applied
			}
		case e.Kind != EventErrata || e.ErratumKind == ErratumFull:
			next = *e.Text
		case e.ErratumKind == ErratumAdditive:
			next = strings.TrimSpace(wording + "\n" + *e.Text)
		case e.ErratumKind == ErratumPartial:
			applied, err := ApplyPartialErratum(wording, *e.Text, e.Ability)
			if err != nil {
				e.Problem = err.Error()
			} else {
				next = applied
			}
		}
		// A wording that differs only in notation is no change. The key
		// of the wording in force is worked out once.
		e.Changed = last == nil
		switch {
		case !e.Changed && next != wording:
			if !keyed {
				wordingKey, keyed = NotationKey(wording), true
			}
			nextKey := NotationKey(next)
			e.Changed, wordingKey = nextKey != wordingKey, nextKey
		case next != wording:
			keyed = false
		}
		if e.Changed && last != nil {
			e.Change = classifyChange(wording, next)
		}
		if e.Kind == EventSnapshot && e.Changed && last != nil {
			d := windowStart.Date
			e.ChangedAfter = &d
		}
		// Errata apply to the words as their sources wrote them; the
		// wording in force is given in one notation, whichever source
		// gave it.
		if next != wording || last == nil {
			shown = NormalizeNotation(next)
		}
		wording = next
		e.Wording = shown
		last, windowStart = e, e
	}
	NarrowWindows(events, PrintedReads)
}

// firstDay orders dates as their First days do, without formatting them
// (years have four digits).
func firstDay(d Date) int {
	return d.Year*10000 + max(d.Month, 1)*100 + max(d.Day, 1)
}

// ChangeKind classifies a change of wording.
type ChangeKind string

const (
	ChangeWording      ChangeKind = "wording"
	ChangeReminderText ChangeKind = "reminder-text" // only parenthesised reminder text differs
)

// classifyChange tells a change of reminder text alone from a change of
// wording. A change of blanks, line breaks or notation alone is no change
// (SameWording).
func classifyChange(before, after string) ChangeKind {
	if SameWording(squashBlanks(dropReminderText(before)), squashBlanks(dropReminderText(after))) {
		return ChangeReminderText
	}
	return ChangeWording
}

// IsBlankByte reports whether c is a blank as RE2's \s reads one: a
// space, tab, line feed, form feed or carriage return.
func IsBlankByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// squashBlanks turns each run of blanks into one space and trims the ends.
func squashBlanks(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		if !IsBlankByte(s[i]) {
			b.WriteByte(s[i])
			continue
		}
		for i+1 < len(s) && IsBlankByte(s[i+1]) {
			i++
		}
		b.WriteByte(' ')
	}
	return strings.TrimSpace(b.String())
}

// dropReminderText removes each parenthesised text that holds no
// parenthesis, with the blanks before it.
func dropReminderText(s string) string {
	var b strings.Builder
	last := 0 // where the text after the previous removal starts
	for i := strings.IndexByte(s, '('); i >= 0 && i < len(s); {
		k := strings.IndexAny(s[i+1:], "()")
		if k < 0 {
			break
		}
		end := i + 1 + k
		if s[end] == '(' {
			i = end
			continue
		}
		start := i
		for start > last && IsBlankByte(s[start-1]) {
			start--
		}
		b.WriteString(s[last:start])
		last = end + 1
		next := strings.IndexByte(s[last:], '(')
		if next < 0 {
			break
		}
		i = last + next
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// replaceAbility replaces one ability (line) of wording, counted from 1.
func replaceAbility(wording, text string, ability int) (string, error) {
	lines := strings.Split(wording, "\n")
	if ability > len(lines) {
		return "", fmt.Errorf("erratum names ability %d, but the wording in force has %d", ability, len(lines))
	}
	lines[ability-1] = text
	return strings.Join(lines, "\n"), nil
}

// ApplyPartialErratum applies "[...] new words" to one ability (line) of
// wording: the ability keeps its words up to where the erratum's words
// take over, and the erratum's words replace the rest of the sentence they
// end; the sentences after it are kept. With ability 0 the ability that
// matches the erratum best is chosen.
func ApplyPartialErratum(wording, erratum string, ability int) (string, error) {
	loc := partialMark().FindStringIndex(erratum)
	if loc == nil {
		return "", fmt.Errorf("partial erratum does not start with [...]")
	}
	tail := strings.TrimSpace(erratum[loc[1]:])
	lines := strings.Split(wording, "\n")
	candidates := []int{}
	if ability > 0 {
		if ability > len(lines) {
			return "", fmt.Errorf("partial erratum names ability %d, but the wording in force has %d", ability, len(lines))
		}
		candidates = append(candidates, ability-1)
	} else {
		for i := range lines {
			candidates = append(candidates, i)
		}
	}
	tailWords := wordSpans(tail)
	bestLine, bestAt, bestEnd, bestLen := -1, 0, 0, 0
	for _, li := range candidates {
		words := wordSpans(lines[li])
		for i := range words {
			n := 0
			for n < len(tailWords) && i+n < len(words) && words[i+n].key == tailWords[n].key {
				n++
			}
			if n > bestLen {
				bestLine, bestAt, bestEnd, bestLen = li, words[i].start, words[i+n-1].end, n
			}
		}
	}
	if bestLine < 0 {
		return "", fmt.Errorf("partial erratum %q matches no words of the wording in force", tail)
	}
	// The erratum's words after the last one matched end as many sentences
	// as they replace, counted from the same word in the wording.
	line := lines[bestLine]
	cut := len(line)
	if ends := sentenceEnds(tail[tailWords[bestLen-1].end:]); ends > 0 {
		cut = bestEnd + afterSentences(line[bestEnd:], ends)
	}
	lines[bestLine] = line[:bestAt] + tail + line[cut:]
	return strings.Join(lines, "\n"), nil
}

// sentenceEnd matches the end of a sentence: a full stop, question or
// exclamation mark, with any closing quotes or parenthesis, before a blank
// or the end of the text.
var sentenceEnd = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`[.!?]["')]*(\s|$)`) })

// sentenceEnds counts the sentences that end in s.
func sentenceEnds(s string) int { return len(sentenceEnd().FindAllStringIndex(s, -1)) }

// afterSentences is the offset in s just after its n-th sentence end, not
// counting the blank after it; len(s) when s ends fewer sentences.
func afterSentences(s string, n int) int {
	ends := sentenceEnd().FindAllStringSubmatchIndex(s, n)
	if len(ends) < n {
		return len(s)
	}
	return ends[n-1][2]
}

type wordSpan struct {
	start, end int
	key        string
}

// wordSpans splits s into words, each with its byte offsets (the end
// before any punctuation after it) and a key that ignores case and
// punctuation, so "Turn." matches "turn".
func wordSpans(s string) []wordSpan {
	var spans []wordSpan
	start := -1
	notWord := func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '{' && r != '}' }
	flush := func(end int) {
		if start >= 0 {
			word := strings.TrimRightFunc(s[start:end], notWord)
			if key := strings.ToLower(strings.TrimLeftFunc(word, notWord)); key != "" {
				spans = append(spans, wordSpan{start: start, end: start + len(word), key: key})
			}
			start = -1
		}
	}
	for i, r := range s {
		if unicode.IsSpace(r) {
			flush(i)
		} else if start < 0 {
			start = i
		}
	}
	flush(len(s))
	return spans
}

// AsOf is the wording in force on a date and how sure that is.
type AsOf struct {
	Date    Date   `json:"date"`
	Wording string `json:"wording"`
	// Event is the event the wording comes from; nil before the first printing.
	Event *Event   `json:"event"`
	Notes []string `json:"notes,omitempty"`
	// FirstKnown is, when the date is before every event that gives the
	// card a wording, the first of them.
	FirstKnown *Event `json:"first_known,omitempty"`
	// PrintedBefore is then the card's first printing on or before the
	// date, one whose text the data does not give: the card existed, its
	// wording is what is not known.
	PrintedBefore *Event `json:"printed_before,omitempty"`
	// window is the snapshot whose change window holds the date, whose
	// printed evidence the notes give.
	window *Event
}

// Window is the snapshot whose change window holds the date, the one
// event whose PrintedNewer (NarrowWindows) the answer reads; nil when the
// date lies in no window.
func (a AsOf) Window() *Event { return a.window }

// WordingAsOf finds the wording in force at the end of the period d names,
// in events resolved by ResolveTimeline. An event counts once all of its
// period lies on or before that day; one whose period straddles it is
// noted, not applied.
func WordingAsOf(events []Event, d Date) AsOf {
	cutoff := d.lastDay()
	res := AsOf{Date: d}
	var nextChange *Event
	// unstated is an erratum listed without its wording since the wording
	// in force was set: the wording changed, to words not known here.
	var unstated *Event
	for i := range events {
		e := &events[i]
		if e.isUnstatedErratum() {
			switch {
			case e.Date.lastDay() <= cutoff:
				unstated = e
			case e.Date.firstDay() <= cutoff:
				res.Notes = append(res.Notes, fmt.Sprintf("%s %s is dated %s (%s precision) and may already apply on %s",
					e.Kind, e.Source.ID, e.Date, e.Date.Precision(), d))
			}
			continue
		}
		if !e.SetsWording() {
			continue
		}
		switch {
		case e.Date.lastDay() <= cutoff:
			res.Event = e
			res.Wording = e.Wording
			nextChange, unstated = nil, nil
		case e.Date.firstDay() <= cutoff:
			res.Notes = append(res.Notes, fmt.Sprintf("%s %s is dated %s (%s precision) and may already apply on %s",
				e.Kind, e.Source.ID, e.Date, e.Date.Precision(), d))
		case nextChange == nil && e.Changed:
			nextChange = e
		}
	}
	if res.Event == nil {
		first := firstWording(events)
		if first != nil {
			res.Notes = append(res.Notes, fmt.Sprintf("%s is before the card's first known wording (%s, %s)", d, first.Date, first.Source.ID))
			res.FirstKnown = first
		}
		for i := range events {
			if e := &events[i]; e.Kind == EventPrinting && !e.Date.IsZero() && e.Date.lastDay() <= cutoff &&
				(res.PrintedBefore == nil || e.Date.firstDay() < res.PrintedBefore.Date.firstDay()) {
				res.PrintedBefore = e
			}
		}
		return res
	}
	if unstated != nil {
		res.Notes = append(res.Notes, fmt.Sprintf("%s (%s) lists an erratum of the card without its wording; this is the last wording known before it",
			unstated.Source.ID, unstated.Date))
	}
	// Only a day inside the window between the two wordings is uncertain.
	if nextChange != nil && nextChange.Kind == EventSnapshot && nextChange.ChangedAfter != nil &&
		cutoff > nextChange.ChangedAfter.lastDay() {
		res.window = nextChange
		note := fmt.Sprintf("the wording changed at an unknown time between %s and %s (snapshot %s); this is the last known wording before it",
			nextChange.ChangedAfter, nextChange.Date, nextChange.Source.ID)
		if p := nextChange.PrintedNewer; p != nil {
			// A printed text is evidence of the date, never the wording.
			note += fmt.Sprintf("; printed with the newer wording in %s", p)
			if cutoff >= p.Date.lastDay() {
				note += ", so it had likely changed by then"
			}
		}
		res.Notes = append(res.Notes, note)
	}
	return res
}

func firstWording(events []Event) *Event {
	for i := range events {
		if events[i].SetsWording() {
			return &events[i]
		}
	}
	return nil
}

func LastWording(events []Event) *Event {
	for i := len(events) - 1; i >= 0; i-- {
		if events[i].SetsWording() {
			return &events[i]
		}
	}
	return nil
}

// PrintedEvidence is a reprint inside a change window whose printed text
// already reads the newer wording: evidence that the change had happened
// by the reprint's date. It narrows the window; the printed text is never
// taken as the Oracle wording.
type PrintedEvidence struct {
	Set     string `json:"set"`
	SetName string `json:"set_name,omitempty"`
	Number  string `json:"number,omitempty"`
	Date    Date   `json:"date"`
}

// String is how answers name the evidence: "5ED, 1997-03-24".
func (p *PrintedEvidence) String() string {
	return fmt.Sprintf("%s, %s", p.Set, p.Date)
}

// PrintedReads reports whether a printed text reads a wording once
// notation is set aside (symbols, brackets, quotes, blanks, case).
func PrintedReads(printed, wording string) bool {
	return NotationKey(printed) == NotationKey(wording)
}

// NarrowWindows looks, in one face's events resolved by ResolveTimeline,
// for each snapshot that saw a change of wording (ChangedAfter set) and
// the printings between the window's start and the snapshot: the first
// whose printed text reads the newer wording and not the older one, as one
// of reads judges (notation aside, then templating aside: a printed
// "exile" is evidence of a change from "remove from the game" though the
// rewrites read the two alike), is recorded as the snapshot's
// PrintedNewer; the snapshot is left without one when none does. A
// printing dated only to a month or year counts only when all of its
// period lies inside the window. Earlier evidence is replaced, so that the
// function can be run again with more judges.
func NarrowWindows(events []Event, reads ...func(printed, wording string) bool) {
	NarrowWindowsOf(events, nil, reads...)
}

// NarrowWindowsOf is NarrowWindows for the snapshots only says (all when
// only is nil): an answer as of a date reads one window at most
// (AsOf.Window), and judging a reprint may take the rewrites.
func NarrowWindowsOf(events []Event, only func(e *Event) bool, reads ...func(printed, wording string) bool) {
	before := ""
	for i := range events {
		e := &events[i]
		if e.Kind == EventSnapshot && e.ChangedAfter != nil && (only == nil || only(e)) {
			e.PrintedNewer = nil
			start, end := e.ChangedAfter.Last(), e.Date.First()
			for j := range events[:i] {
				p := &events[j]
				if p.Kind != EventPrinting || p.Problem != "" || p.Text == nil || *p.Text == "" || p.Date.IsZero() {
					continue
				}
				if p.Date.First() <= start || p.Date.Last() >= end {
					continue
				}
				if readsNewer(*p.Text, e.Wording, before, reads) {
					e.PrintedNewer = &PrintedEvidence{Set: p.Set, SetName: p.SetName, Number: p.Number, Date: p.Date}
					break
				}
			}
		}
		if e.SetsWording() {
			before = e.Wording
		}
	}
}

// readsNewer reports whether, for one of reads, printed reads newer and
// not older.
func readsNewer(printed, newer, older string, reads []func(printed, wording string) bool) bool {
	for _, r := range reads {
		if r(printed, newer) && !r(printed, older) {
			return true
		}
	}
	return false
}

package oracle

import (
	"slices"
	"strings"
	"testing"
)

func TestApplyPartialErratum(t *testing.T) {
	karn := "Whenever Karn, Silver Golem blocks or becomes blocked, it gets -4/+4 until end of turn.\n" +
		"{1}: Target noncreature artifact is an artifact creature with power and toughness each equal to its casting cost until end of turn. (That artifact retains its abilities.)"
	remembrance := "Whenever a nontoken creature you control is put into a graveyard, you may search your library for a copy of that creature card. If you do, reveal the card, put it into your hand, and shuffle your library afterward."
	tests := []struct {
		name, wording, erratum string
		ability                int
		want                   string
		wantErr                bool
	}{
		{
			name: "second ability", wording: karn, ability: 2,
			erratum: "[ . . . ] power and toughness each equal to its total casting cost until end of turn.",
			// The reminder text after the sentence the erratum ends stays.
			want: "Whenever Karn, Silver Golem blocks or becomes blocked, it gets -4/+4 until end of turn.\n" +
				"{1}: Target noncreature artifact is an artifact creature with power and toughness each equal to its total casting cost until end of turn. (That artifact retains its abilities.)",
		},
		{
			name: "best matching ability, next sentence kept", wording: remembrance,
			erratum: "[...] you may search your library for a copy of that card.",
			want:    "Whenever a nontoken creature you control is put into a graveyard, you may search your library for a copy of that card. If you do, reveal the card, put it into your hand, and shuffle your library afterward.",
		},
		{
			name: "two sentences replace two", wording: "Draw a card. Then discard a card. Gain 1 life.",
			erratum: "[...] a card. Then discard two cards.",
			want:    "Draw a card. Then discard two cards. Gain 1 life.",
		},
		{
			name: "whole sentence matched", wording: "Tap target creature. Draw a card.",
			erratum: "[...] target creature.",
			want:    "Tap target creature. Draw a card.",
		},
		{
			name: "no sentence end in the erratum", wording: "Tap target creature. Draw a card.",
			erratum: "[...] target creature or land",
			want:    "Tap target creature or land",
		},
		{
			name: "last sentence", wording: "Flying\nTap target creature. It doesn't untap.",
			erratum: "[...] It doesn't untap during its controller's next untap step.", ability: 2,
			want: "Flying\nTap target creature. It doesn't untap during its controller's next untap step.",
		},
		{name: "ability out of range", wording: karn, ability: 3, erratum: "[...] until end of turn.", wantErr: true},
		{name: "no words in common", wording: karn, erratum: "[...] zzz qqq.", wantErr: true},
		{name: "no marker", wording: karn, erratum: "power and toughness", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ApplyPartialErratum(tt.wording, tt.erratum, tt.ability)
			if tt.wantErr {
				if err == nil {
					t.Fatalf("got %q, want an error", got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// FuzzApplyPartialErratum checks that a partial erratum that applies
// leaves the words before its place and ends the ability's changed part
// in its own words.
func FuzzApplyPartialErratum(f *testing.F) {
	f.Add("Tap target creature. Draw a card.", "[...] target creature or land.", 0)
	f.Add("Flying\n{1}: It gets +1/+1. (Reminder.)", "[ . . . ] +2/+2.", 2)
	f.Add("A b. C d! E (f.) g?", "[...] b. C x!", 1)
	f.Fuzz(func(t *testing.T, wording, erratum string, ability int) {
		got, err := ApplyPartialErratum(wording, erratum, ability)
		if err != nil {
			return
		}
		tail := strings.TrimSpace(erratum[partialMark().FindStringIndex(erratum)[1]:])
		if !strings.Contains(got, tail) {
			t.Errorf("ApplyPartialErratum(%q, %q, %d) = %q, which lacks the erratum's words", wording, erratum, ability, got)
		}
		if strings.Count(got, "\n") != strings.Count(wording, "\n")+strings.Count(tail, "\n") {
			t.Errorf("ApplyPartialErratum(%q, %q, %d) = %q: abilities added or lost", wording, erratum, ability, got)
		}
	})
}

func text(s string) *string { return &s }

// curfewEvents is Curfew's history: printed 1998-10-12, errata 1998-10-18,
// a reprint, a May 2001 listing without wording, snapshots in 2013 and 2025.
func curfewEvents() []Event {
	src := func(id string, kind SourceKind) SourceRef { return SourceRef{ID: id, Kind: kind} }
	return []Event{
		{Kind: EventSnapshot, Date: MustDate("2025-09-25"), Source: src("snap-2025", SourceSnapshot), Text: text("they")},
		{Kind: EventPrinting, Date: MustDate("1999-11-12"), Source: src("set-brb", SourcePrinting), Text: text("reprinted")},
		{Kind: EventPrinting, Date: MustDate("1998-10-12"), Source: src("set-usg", SourcePrinting), Text: text("printed")},
		{Kind: EventErrata, ErratumKind: ErratumFull, Date: MustDate("1998-10-18"), Source: src("urza", SourceErrataBulletin), Text: text("errata")},
		{Kind: EventErrata, ErratumKind: ErratumNone, Date: MustDate("2001-05"), Source: src("may-2001", SourceErrataBulletin)},
		{Kind: EventSnapshot, Date: MustDate("2013-12-25"), Source: src("snap-2013", SourceSnapshot), Text: text("he or she")},
		{Kind: EventSnapshot, Date: MustDate("2015-12-30"), Source: src("snap-2015", SourceSnapshot), Text: text("He or  she")},
	}
}

func TestResolveTimeline(t *testing.T) {
	events := curfewEvents()
	ResolveTimeline(events)
	var got []string
	for _, e := range events {
		line := e.Date.String() + " " + string(e.Kind) + " " + e.Wording
		if e.Reprint {
			line += " reprint"
		}
		if e.Changed {
			line += " changed"
		}
		if e.ChangedAfter != nil {
			line += " after " + e.ChangedAfter.String()
		}
		got = append(got, line)
	}
	want := []string{
		"1998-10-12 printing printed changed",
		"1998-10-18 errata errata changed",
		"1999-11-12 printing errata reprint",
		"2001-05 errata errata",
		"2013-12-25 snapshot he or she changed after 2001-05",
		// another notation (case, blanks) is no change
		"2015-12-30 snapshot He or she",
		"2025-09-25 snapshot they changed after 2015-12-30",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestWordingAsOf(t *testing.T) {
	events := curfewEvents()
	ResolveTimeline(events)
	tests := []struct {
		asOf    string
		want    string
		source  string
		noteHas string
	}{
		{asOf: "1998-01-01", want: "", noteHas: "before the card's first known wording"},
		{asOf: "1998-10-12", want: "printed", source: "set-usg"},
		{asOf: "1998-10-15", want: "printed", source: "set-usg"},
		{asOf: "1998-10-18", want: "errata", source: "urza"},
		{asOf: "1998-10", want: "errata", source: "urza"},
		{asOf: "1998", want: "errata", source: "urza"},
		{asOf: "1999-11-12", want: "errata", source: "urza"},
		// The May 2001 listing straddles May 10th: noted, not applied.
		{asOf: "2001-05-10", want: "errata", source: "urza", noteHas: "may already apply"},
		// The May 2001 listing gives no wording: the wording in force is
		// the last one known, with a note.
		{asOf: "2001-05", want: "errata", source: "urza", noteHas: "without its wording"},
		{asOf: "2010", want: "errata", source: "urza", noteHas: "unknown time between 2001-05 and 2013-12-25"},
		{asOf: "2014", want: "he or she", source: "snap-2013"},
		{asOf: "2020-01-01", want: "He or she", source: "snap-2015", noteHas: "between 2015-12-30 and 2025-09-25"},
		{asOf: "2026", want: "they", source: "snap-2025"},
	}
	for _, tt := range tests {
		at := WordingAsOf(events, MustDate(tt.asOf))
		source := ""
		if at.Event != nil {
			source = at.Event.Source.ID
		}
		notes := strings.Join(at.Notes, "; ")
		if at.Wording != tt.want || source != tt.source || (tt.noteHas == "") != (notes == "") || !strings.Contains(notes, tt.noteHas) {
			t.Errorf("as of %s: got %q from %q, notes %q; want %q from %q, notes with %q",
				tt.asOf, at.Wording, source, notes, tt.want, tt.source, tt.noteHas)
		}
	}
}

// TestWordingAsOfPrintedBefore checks that a date before every wording
// but after a printing whose text the data does not give says the card
// was printed by then, and the first such printing.
func TestWordingAsOfPrintedBefore(t *testing.T) {
	events := []Event{
		{Kind: EventPrinting, Set: "LEA", Date: MustDate("1993-08-05"), Problem: "the data gives no printed text"},
		{Kind: EventPrinting, Set: "4ED", Date: MustDate("1995-04-01"), Problem: "the data gives no printed text"},
		{Kind: EventPrinting, Set: "10E", Date: MustDate("2007-07-13"), Text: text("Defender")},
	}
	ResolveTimeline(events)
	tests := []struct{ asOf, first, printed string }{
		{asOf: "1993-01-01", first: "10E"},
		{asOf: "1993-07", first: "10E"},
		{asOf: "1993-08", first: "10E", printed: "LEA"}, // by the end of the month
		{asOf: "1993-08-05", first: "10E", printed: "LEA"},
		{asOf: "1999", first: "10E", printed: "LEA"},
		{asOf: "2007-07-13"},
	}
	for _, tt := range tests {
		at := WordingAsOf(events, MustDate(tt.asOf))
		first, printed := "", ""
		if at.FirstKnown != nil {
			first = at.FirstKnown.Set
		}
		if at.PrintedBefore != nil {
			printed = at.PrintedBefore.Set
		}
		if first != tt.first || printed != tt.printed {
			t.Errorf("as of %s: first known %q, printed before %q; want %q, %q", tt.asOf, first, printed, tt.first, tt.printed)
		}
	}
}

func TestResolveTimelineAdditiveAndAbility(t *testing.T) {
	events := []Event{
		{Kind: EventPrinting, Date: MustDate("1998-10-12"), Text: text("Flying\nWhenever X dies, shuffle it.")},
		{Kind: EventErrata, ErratumKind: ErratumFull, Ability: 2, Date: MustDate("1998-10-18"), Text: text("Whenever X is put into a graveyard from anywhere, shuffle it.")},
		{Kind: EventErrata, ErratumKind: ErratumAdditive, Date: MustDate("1999"), Text: text("X counts as a Wall.")},
		{Kind: EventErrata, ErratumKind: ErratumFull, Ability: 9, Date: MustDate("2000"), Text: text("nothing")},
	}
	ResolveTimeline(events)
	want := "Flying\nWhenever X is put into a graveyard from anywhere, shuffle it.\nX counts as a Wall."
	if got := events[2].Wording; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if events[3].Problem == "" || events[3].Wording != want {
		t.Errorf("an erratum naming a missing ability: problem %q, wording %q", events[3].Problem, events[3].Wording)
	}
}

func TestClassifyChange(t *testing.T) {
	tests := []struct {
		before, after string
		want          ChangeKind
	}{
		{"[+1]: Draw a card. (It's yours.)", "+1: Draw a card.", ChangeReminderText},
		{"Flying (This creature can't be blocked except by creatures with flying or reach.)", "Flying", ChangeReminderText},
		{"Cycling {2} (Pay {2}, Discard this card: Draw a card.)", "Cycling {2} ({2}, Discard this card: Draw a card.)", ChangeReminderText},
		{"Each player returns a creature he or she controls.", "Each player returns a creature they control.", ChangeWording},
	}
	for _, tt := range tests {
		if got := classifyChange(tt.before, tt.after); got != tt.want {
			t.Errorf("classifyChange(%q, %q) = %s, want %s", tt.before, tt.after, got, tt.want)
		}
	}
}

// TestResolveTimelineEarlierUnknown: a first printing its dump calls a
// reprint still sets the wording, and says its earlier printings are not
// known; a later reprint called so is a reprint as any.
func TestResolveTimelineEarlierUnknown(t *testing.T) {
	text := func(s string) *string { return &s }
	events := []Event{
		{Kind: EventPrinting, Date: MustDate("2025-08-01"), Text: text("later"), CalledReprint: true},
		{Kind: EventPrinting, Date: MustDate("2024-11-15"), Text: text("first known"), CalledReprint: true},
	}
	ResolveTimeline(events)
	if e := events[0]; e.Wording != "first known" || e.Reprint || !e.EarlierUnknown || !e.Changed {
		t.Errorf("first known printing = %+v, want the wording set, not a reprint, earlier printings unknown", e)
	}
	if e := events[1]; !e.Reprint || e.EarlierUnknown {
		t.Errorf("later printing = %+v, want a reprint", e)
	}
}

// TestResolveTimelineVersions: a reprint is a later release's printing;
// another printing of the first one's set, or of its day, is another
// version of it, and neither sets the wording.
func TestResolveTimelineVersions(t *testing.T) {
	text := func(s string) *string { return &s }
	set := func(id string) SourceRef { return SourceRef{ID: id, Kind: SourcePrinting} }
	events := []Event{
		{Kind: EventPrinting, Date: MustDate("1996-06-10"), Source: set("set-all"), Set: "ALL", Number: "116a", Text: text("first")},
		{Kind: EventPrinting, Date: MustDate("1996-06-10"), Source: set("set-all"), Set: "ALL", Number: "116b", Text: text("art b")},
		{Kind: EventPrinting, Date: MustDate("1996-06-10"), Source: set("set-pall"), Set: "PALL", Number: "1", Text: text("promo")},
		{Kind: EventPrinting, Date: MustDate("1996-07"), Source: set("set-all"), Set: "ALL", Number: "116c", Text: text("late art")},
		{Kind: EventPrinting, Date: MustDate("1997"), Source: set("set-x1"), Set: "X1", Number: "y1", Text: text("year only")},
		{Kind: EventPrinting, Date: MustDate("1997"), Source: set("set-x2"), Set: "X2", Number: "y2", Text: text("same year")},
		{Kind: EventPrinting, Date: MustDate("1998-11-01"), Source: set("set-ath"), Set: "ATH", Number: "19", Text: text("reprinted")},
		{Kind: EventPrinting, Date: MustDate("1998-11-01"), Source: set("set-ath"), Set: "ATH", Number: "67", Text: text("reprinted again")},
	}
	ResolveTimeline(events)
	// a year is no day: two printings of one year are not known to be of one release
	want := map[string]string{"116a": "first", "116b": "version", "1": "version", "116c": "version",
		"y1": "reprint", "y2": "reprint", "19": "reprint", "67": "reprint"}
	for _, e := range events {
		got := "first"
		switch {
		case e.Reprint && e.AnotherVersion:
			got = "both"
		case e.Reprint:
			got = "reprint"
		case e.AnotherVersion:
			got = "version"
		}
		if w := want[e.Number]; got != w {
			t.Errorf("%s #%s: %s, want %s", e.Set, e.Number, got, w)
		}
		if e.Wording != "first" {
			t.Errorf("%s #%s: wording %q, want the first printing's", e.Set, e.Number, e.Wording)
		}
	}
}

func TestNarrowWindows(t *testing.T) {
	text := func(s string) *string { return &s }
	src := func(id string, kind SourceKind) SourceRef { return SourceRef{ID: id, Kind: kind} }
	print := func(set, date, printed string) Event {
		return Event{Kind: EventPrinting, Date: MustDate(date), Source: src("set-"+set, SourcePrinting), Set: set, Text: text(printed)}
	}
	snap := func(date, wording string) Event {
		return Event{Kind: EventSnapshot, Date: MustDate(date), Source: src("snap-"+date, SourceSnapshot), Text: text(wording)}
	}
	old, newer := "Counter target interrupt, sorcery or instant.", "Counter target spell."
	// exile reads a printed "remove ... from the game" as "exile ...", as
	// a templating rewrite would.
	exile := func(printed, wording string) bool {
		rewrite := func(s string) string {
			return strings.ReplaceAll(strings.ReplaceAll(s, "Remove", "Exile"), " from the game", "")
		}
		return PrintedReads(rewrite(printed), rewrite(wording))
	}
	tests := []struct {
		name   string
		events []Event
		reads  func(printed, wording string) bool
		want   string // the evidence of the window the last snapshot closes, "" for none
	}{
		{name: "reprint with the newer wording", want: "5ED, 1997-03-24", events: []Event{
			print("LEA", "1993-08-05", old), print("4ED", "1995-04", old), print("5ED", "1997-03-24", newer),
			print("6ED", "1999-04-21", newer), snap("2009-07-31", newer)}},
		{name: "notation aside", want: "5ED, 1997-03-24", events: []Event{
			print("LEA", "1993-08-05", old), print("5ED", "1997-03-24", "counter  target SPELL."), snap("2009-07-31", newer)}},
		{name: "reprints with the older wording", want: "", events: []Event{
			print("LEA", "1993-08-05", old), print("4ED", "1995-04-01", old), snap("2009-07-31", newer)}},
		{name: "reprint with a third wording", want: "", events: []Event{
			print("LEA", "1993-08-05", old), print("4ED", "1995-04-01", "Counter target instant."), snap("2009-07-31", newer)}},
		{name: "reprint after the window", want: "", events: []Event{
			print("LEA", "1993-08-05", old), snap("2009-07-31", newer), print("M11", "2010-07-16", newer)}},
		{name: "reprint on the snapshot's day", want: "", events: []Event{
			print("LEA", "1993-08-05", old), print("M10", "2009-07-31", newer), snap("2009-07-31", newer)}},
		{name: "reprint dated by a year that straddles the window's end", want: "", events: []Event{
			print("LEA", "1993-08-05", old), print("PRM", "2009", newer), snap("2009-07-31", newer)}},
		{name: "printing whose text is not taken", want: "", events: func() []Event {
			p := print("5ED", "1997-03-24", newer)
			p.Problem = "another face's text"
			return []Event{print("LEA", "1993-08-05", old), p, snap("2009-07-31", newer)}
		}()},
		{name: "window opened by a snapshot", want: "M10, 2009-07-17", events: []Event{
			print("LEA", "1993-08-05", old), snap("2001-01-01", old), print("6ED", "1999-04-21", newer),
			print("M10", "2009-07-17", newer), snap("2013-12-25", newer)}},
		{name: "templating seen only by reads that knows it", want: "", events: []Event{
			print("LEA", "1993-08-05", "Remove target creature from the game."),
			print("M10", "2009-07-17", "Remove target creature from the game."), snap("2013-12-25", "Exile target creature.")}},
		{name: "templating read alike in both wordings is no evidence", reads: exile, want: "", events: []Event{
			print("LEA", "1993-08-05", "Remove target creature from the game."),
			snap("2001-01-01", "Remove target creature from the game."),
			print("M10", "2009-07-17", "Remove target creature from the game."), snap("2013-12-25", "Exile target creature.")}},
		{name: "the newer templating printed word for word", reads: exile, want: "M10, 2009-07-17", events: []Event{
			print("LEA", "1993-08-05", "Remove target creature from the game."),
			snap("2001-01-01", "Remove target creature from the game."),
			print("M10", "2009-07-17", "Exile target creature."), snap("2013-12-25", "Exile target creature.")}},
		{name: "templating with a functional change", reads: exile, want: "M10, 2009-07-17", events: []Event{
			print("LEA", "1993-08-05", "Remove target attacking creature from the game."),
			print("M10", "2009-07-17", "Remove target creature from the game."), snap("2013-12-25", "Exile target creature.")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ResolveTimeline(tt.events)
			if tt.reads != nil {
				NarrowWindows(tt.events, PrintedReads, tt.reads)
			}
			last := &tt.events[len(tt.events)-1]
			for i := range tt.events {
				if tt.events[i].Kind == EventSnapshot {
					last = &tt.events[i]
				}
			}
			if last.ChangedAfter == nil {
				t.Fatalf("the last snapshot closes no window: %+v", tt.events)
			}
			got := ""
			if last.PrintedNewer != nil {
				got = last.PrintedNewer.String()
			}
			if got != tt.want {
				t.Errorf("evidence %q, want %q", got, tt.want)
			}
			// The printed text is never the wording in force.
			if last.Wording != *last.Text {
				t.Errorf("wording %q, want the snapshot's %q", last.Wording, *last.Text)
			}
		})
	}
}

func TestWordingAsOfPrintedEvidence(t *testing.T) {
	text := func(s string) *string { return &s }
	events := []Event{
		{Kind: EventPrinting, Date: MustDate("1993-08-05"), Set: "LEA", Text: text("Counter target interrupt.")},
		{Kind: EventPrinting, Date: MustDate("1997-03-24"), Set: "5ED", Text: text("Counter target spell.")},
		{Kind: EventSnapshot, Date: MustDate("2009-07-31"), Source: SourceRef{ID: "snap"}, Text: text("Counter target spell.")},
	}
	ResolveTimeline(events)
	for _, tt := range []struct{ asOf, want, notes string }{
		{"1996", "Counter target interrupt.", "between 1993-08-05 and 2009-07-31 (snapshot snap); this is the last known wording before it; printed with the newer wording in 5ED, 1997-03-24"},
		{"1998", "Counter target interrupt.", "printed with the newer wording in 5ED, 1997-03-24, so it had likely changed by then"},
		{"2010", "Counter target spell.", ""},
	} {
		at := WordingAsOf(events, MustDate(tt.asOf))
		notes := strings.Join(at.Notes, "; ")
		if at.Wording != tt.want || (tt.notes == "") != (notes == "") || !strings.Contains(notes, tt.notes) {
			t.Errorf("as of %s: %q, notes %q; want %q, notes with %q", tt.asOf, at.Wording, notes, tt.want, tt.notes)
		}
	}
}

// TestNarrowWindowsOfAsOf checks that an answer as of a date, narrowing
// only the window the date lies in (AsOf.Window), says what it says when
// every window is narrowed, and that a date in no window judges no
// reprint.
func TestNarrowWindowsOfAsOf(t *testing.T) {
	text := func(s string) *string { return &s }
	src := func(id string, kind SourceKind) SourceRef { return SourceRef{ID: id, Kind: kind} }
	print := func(set, date, printed string) Event {
		return Event{Kind: EventPrinting, Date: MustDate(date), Source: src("set-"+set, SourcePrinting), Set: set, Text: text(printed)}
	}
	snap := func(date, wording string) Event {
		return Event{Kind: EventSnapshot, Date: MustDate(date), Source: src("snap-"+date, SourceSnapshot), Text: text(wording)}
	}
	events := func() []Event {
		e := []Event{
			print("LEA", "1993-08-05", "Counter target interrupt, sorcery or instant."), print("5ED", "1997-03-24", "Counter target spell."),
			snap("2001-01-01", "Counter target spell."), print("M10", "2009-07-17", "Counter target spell. Draw a card."),
			snap("2013-12-25", "Counter target spell. Draw a card."), snap("2015-12-30", "Counter target spell. Draw a card."),
		}
		ResolveTimeline(e)
		return e
	}
	evidence := 0
	for _, date := range []string{"1990", "1993-08-05", "1995", "1998-06-01", "2001-01-01", "2005", "2013-12-25", "2014", "2020"} {
		d := MustDate(date)
		all := events()
		NarrowWindows(all, PrintedReads)
		want := WordingAsOf(all, d)

		one := events()
		judged := 0
		reads := func(printed, wording string) bool { judged++; return PrintedReads(printed, wording) }
		if w := WordingAsOf(one, d).Window(); w != nil {
			NarrowWindowsOf(one, func(e *Event) bool { return e == w }, reads)
		} else if slices.ContainsFunc(want.Notes, func(n string) bool { return strings.Contains(n, "unknown time") }) {
			t.Errorf("%s: a note of a window, and no window: %q", date, want.Notes)
		}
		got := WordingAsOf(one, d)
		if !slices.Equal(got.Notes, want.Notes) || got.Wording != want.Wording {
			t.Errorf("%s: narrowing the date's window only: %q, %q; narrowing all: %q, %q", date, got.Wording, got.Notes, want.Wording, want.Notes)
		}
		if inWindow := got.Window() != nil; inWindow != (judged > 0) {
			t.Errorf("%s: in a window %v, %d reprints judged", date, inWindow, judged)
		}
		if slices.ContainsFunc(got.Notes, func(n string) bool { return strings.Contains(n, "printed with the newer wording") }) {
			evidence++
		}
	}
	if evidence != 3 {
		t.Errorf("%d dates with printed evidence, want 3 (1995, 1998-06-01, 2005)", evidence)
	}
}

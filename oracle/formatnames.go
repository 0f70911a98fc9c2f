package oracle

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// formatRenaming is a day sources gave formats new keys: before it they
// named each format of current (old key to today's) by the old key.
type formatRenaming struct {
	day     string
	current map[string]string
}

// formatRenamings are the days format keys changed, oldest first.
// Scryfall's data (and MTGJSON's, built from it) renamed the Brawl formats
// on 2024-01-27, as MTG Arena had: the Brawl of Standard's sets, "brawl"
// until then, is "standardbrawl", and Historic Brawl, "historicbrawl"
// until then, is "brawl". The keys swap, so a status an older source gives
// for "brawl" is one in Standard Brawl.
var formatRenamings = []formatRenaming{
	{day: "2024-01-27", current: map[string]string{"brawl": "standardbrawl", "historicbrawl": "brawl"}},
}

// namedBefore reports whether a source of date naming formats by keys
// (lower case) names them as sources did before r: it does when it uses a
// key only the old names have ("historicbrawl"), else it does not when it
// uses one only today's have ("standardbrawl"), and else its date decides.
func (r formatRenaming) namedBefore(keys []string, date Date) bool {
	switch {
	case slices.ContainsFunc(keys, r.onlyOld):
		return true
	case slices.ContainsFunc(keys, r.onlyNew):
		return false
	}
	return !date.IsZero() && date.Last() < r.day
}

// onlyOld reports whether key names a format before r and none after it.
func (r formatRenaming) onlyOld(key string) bool {
	_, old := r.current[key]
	return old && !r.isCurrent(key)
}

// onlyNew reports whether key names a format after r and none before it.
func (r formatRenaming) onlyNew(key string) bool {
	_, old := r.current[key]
	return !old && r.isCurrent(key)
}

// isCurrent reports whether key is one of r's formats' keys after it.
func (r formatRenaming) isCurrent(key string) bool {
	return slices.Contains(slices.Collect(maps.Values(r.current)), key)
}

// CurrentFormatKey maps the format keys (lower case, as FormatKey gives
// them) a source of date names formats by to today's keys, deciding how
// the source names them from all the keys it uses (keys): the "brawl" of a
// source of 2022 is "standardbrawl".
func CurrentFormatKey(date Date, keys ...string) func(key string) string {
	var before []formatRenaming
	for _, r := range formatRenamings {
		if r.namedBefore(keys, date) {
			before = append(before, r)
		}
	}
	return func(key string) string {
		for _, r := range before {
			if c, ok := r.current[key]; ok {
				key = c
			}
		}
		return key
	}
}

// CurrentFormatLegalities is legalities (format key to status) under
// today's format keys, as current maps them. Nil stays nil.
func CurrentFormatLegalities(legalities map[string]string, current func(string) string) map[string]string {
	if legalities == nil {
		return nil
	}
	out := make(map[string]string, len(legalities))
	for k, status := range legalities {
		out[current(k)] = status
	}
	return out
}

// CurrentFormatName is the key a format asked for by name has today: a
// name only the old keys knew ("historicbrawl") is its format's key now;
// any other is FormatKey's ("brawl" is today's Brawl).
func CurrentFormatName(name string) string {
	key := FormatKey(name)
	for _, r := range formatRenamings {
		if r.onlyOld(key) {
			key = r.current[key]
		}
	}
	return key
}

// FormatNamesNote says, of formats stated as of d under today's keys, those
// sources called otherwise then (on 2022-06-01 sources called standardbrawl
// "brawl", and brawl "historicbrawl"), so that an answer of then is not
// read with that day's names; "" when none.
func FormatNamesNote(formats []string, d Date) string {
	var named []string
	for _, r := range formatRenamings {
		if d.Last() >= r.day {
			continue
		}
		for _, old := range slices.Sorted(maps.Keys(r.current)) {
			if c := r.current[old]; slices.Contains(formats, c) {
				named = append(named, fmt.Sprintf("%s %q", c, old))
			}
		}
	}
	if len(named) == 0 {
		return ""
	}
	return fmt.Sprintf("formats go by today's names: on %s sources called %s", d, strings.Join(named, ", and "))
}

// FormatNamesHistoryNote is FormatNamesNote of a card's statuses through
// time: of the formats whose first status was stated before sources took
// today's names, as of that first statement.
func FormatNamesHistoryNote(periods []LegalityPeriod) string {
	var formats []string
	var first Date
	for _, p := range periods {
		if FormatNamesNote([]string{p.Format}, p.Since) == "" {
			continue
		}
		formats = append(formats, p.Format)
		if first.IsZero() || p.Since.Before(first) {
			first = p.Since
		}
	}
	return FormatNamesNote(formats, first)
}

// KeepFormat keeps v's periods of format alone.
func (v *LegalityView) KeepFormat(format string) {
	v.Format = format
	v.Periods = slices.DeleteFunc(v.Periods, func(p LegalityPeriod) bool { return p.Format != format })
}

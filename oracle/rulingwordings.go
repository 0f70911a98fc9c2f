package oracle

// RulingWording is an earlier wording of a ruling, as a snapshot gave it
// before a later one restated the ruling in other words.
type RulingWording struct {
	Source SourceRef `json:"source"`
	Text   string    `json:"text"`
}

// DistinctRulings are a card's rulings and rules items (oldest first, as
// the sources give them, each snapshot repeating the rulings it carries),
// each shown once:
//   - a ruling given again with the same date and words, ignoring case and
//     quote style (NotationKey), is the same ruling, shown from the first
//     source that gave it;
//   - a card ruling that a snapshot gives with some date, when the next
//     snapshot to give rulings of that date drops it and gives one new
//     ruling of that date in its place (the two snapshots differing in
//     that ruling alone), is that ruling restated: it is shown once, in
//     its newest words, with its earlier wordings (Earlier). Where more
//     than one ruling of a date changed, none is taken for another.
func DistinctRulings(items []RulingView) []RulingView {
	key := func(r *RulingView) string { return r.Date.String() + "\x00" + NotationKey(r.Text) }
	restates := func(r *RulingView) bool {
		return r.Item == ItemRuling && r.Kind == "card" && r.Source.Kind == SourceSnapshot
	}
	// the keys each snapshot gives of each date, snapshots in the order
	// the items come (oldest first)
	type given struct {
		source string
		keys   map[string]bool
		order  []string
	}
	byDate := map[string][]*given{}
	for i := range items {
		r := &items[i]
		if !restates(r) {
			continue
		}
		d := r.Date.String()
		gs := byDate[d]
		if len(gs) == 0 || gs[len(gs)-1].source != r.Source.ID {
			gs = append(gs, &given{source: r.Source.ID, keys: map[string]bool{}})
			byDate[d] = gs
		}
		g := gs[len(gs)-1]
		if k := key(r); !g.keys[k] {
			g.keys[k] = true
			g.order = append(g.order, k)
		}
	}
	// replacedBy maps the key of a ruling restated to its new key
	replacedBy := map[string]string{}
	for _, gs := range byDate {
		for i := 1; i < len(gs); i++ {
			a, b := gs[i-1], gs[i]
			var dropped, added []string
			for _, k := range a.order {
				if !b.keys[k] {
					dropped = append(dropped, k)
				}
			}
			for _, k := range b.order {
				if !a.keys[k] {
					added = append(added, k)
				}
			}
			if len(dropped) == 1 && len(added) == 1 {
				replacedBy[dropped[0]] = added[0]
			}
		}
	}
	out := []RulingView{}
	seen := map[string]bool{}
	earlier := map[string][]RulingWording{}
	for _, r := range items {
		k := key(&r)
		if seen[k] {
			continue
		}
		seen[k] = true
		if restates(&r) {
			if next, ok := replacedBy[k]; ok {
				earlier[next] = append(append(earlier[next], earlier[k]...), RulingWording{Source: r.Source, Text: r.Text})
				continue
			}
			r.Earlier = earlier[k]
		}
		out = append(out, r)
	}
	return out
}

package oracle

import (
	"fmt"
	"strings"
)

// CardFields are the fields of a card a source states: what the merge of
// several sources decides field by field.
type CardFields struct {
	Name, Layout, ManaCost, TypeLine, Power, Toughness, Loyalty, Defense string
	Colors, ColorIdentity, Keywords                                      []string
	Faces                                                                []Face
}

// MergeFields sets the fields took of stored to their values in c, on the
// card and on its faces (matched by name). The faces are c's when took
// holds the wording; each keeps the stored values of the fields c does not
// set.
func MergeFields(stored *CardFields, c CardFields, took Fields) {
	set := func(field Fields, dst *string, v string) {
		if took.Has(field) {
			*dst = v
		}
	}
	setList := func(field Fields, dst *[]string, v []string) {
		if took.Has(field) {
			*dst = v
		}
	}
	set(FieldLayout, &stored.Layout, c.Layout)
	set(FieldManaCost, &stored.ManaCost, c.ManaCost)
	set(FieldTypeLine, &stored.TypeLine, c.TypeLine)
	set(FieldPower, &stored.Power, c.Power)
	set(FieldToughness, &stored.Toughness, c.Toughness)
	set(FieldLoyalty, &stored.Loyalty, c.Loyalty)
	set(FieldDefense, &stored.Defense, c.Defense)
	setList(FieldColors, &stored.Colors, c.Colors)
	setList(FieldColorIdentity, &stored.ColorIdentity, c.ColorIdentity)
	setList(FieldKeywords, &stored.Keywords, c.Keywords)
	if !took.Has(FieldOracle) {
		for i := range stored.Faces {
			if f := faceNamed(c.Faces, stored.Faces[i].Name, i, len(stored.Faces)); f != nil {
				mergeFace(&stored.Faces[i], *f, took)
			}
		}
		return
	}
	faces := make([]Face, len(c.Faces))
	for i, f := range c.Faces {
		faces[i] = f
		if before := faceNamed(stored.Faces, f.Name, i, len(c.Faces)); before != nil {
			faces[i] = *before
			faces[i].Name = f.Name
			mergeFace(&faces[i], f, took)
		}
	}
	stored.Faces = faces
}

// faceNamed finds the face named name in faces: at position i when the
// two lists are as long (reversible cards repeat a name), else the first
// of that name.
func faceNamed(faces []Face, name string, i, n int) *Face {
	if len(faces) == n && i < len(faces) && faces[i].Name == name {
		return &faces[i]
	}
	for j := range faces {
		if faces[j].Name == name {
			return &faces[j]
		}
	}
	return nil
}

// mergeFace sets the fields took of dst to their values in src.
func mergeFace(dst *Face, src Face, took Fields) {
	for _, f := range []struct {
		field Fields
		dst   *string
		src   string
	}{{FieldManaCost, &dst.ManaCost, src.ManaCost}, {FieldTypeLine, &dst.TypeLine, src.TypeLine},
		{FieldPower, &dst.Power, src.Power}, {FieldToughness, &dst.Toughness, src.Toughness},
		{FieldLoyalty, &dst.Loyalty, src.Loyalty}, {FieldDefense, &dst.Defense, src.Defense}} {
		if took.Has(f.field) {
			*f.dst = f.src
		}
	}
	if took.Has(FieldColors) {
		dst.Colors = src.Colors
	}
	if took.Has(FieldKeywords) {
		dst.Keywords = src.Keywords
	}
	if took.Has(FieldOracle) {
		dst.Oracle = src.Oracle
	}
}

// DeriveUnstated fills in what no source has stated of a card (a card
// known only from a trimmed dump) from what was: its layout from its
// faces (FaceLayout), and its colors from its mana costs (rule 202.2; a
// color indicator is not known then), the card's from the faces it has
// outside the stack. stated are the fields some source stated;
// a later statement replaces what is derived.
func DeriveUnstated(r *CardFields, stated Fields) {
	if !stated.Has(FieldLayout) && r.Layout == "" {
		r.Layout = FaceLayout(r.Faces)
	}
	if !stated.Has(FieldColors) {
		r.Colors = CardColors(r.Layout, r.ManaCost)
		for i := range r.Faces {
			r.Faces[i].Colors = CostColors(r.Faces[i].ManaCost)
		}
	}
}

// FaceLayout is the layout a multi-face card's faces show: a Room is a
// split card; a face of type Adventure or Omen makes an adventure; a face whose
// text transforms makes a transforming card; else a back face
// without a mana cost is a transforming card's, or a modal one's when it
// is a land; two faces with costs are a modal card's. "" when unknown.
func FaceLayout(faces []Face) string {
	if len(faces) < 2 {
		return ""
	}
	for _, f := range faces {
		switch {
		case strings.Contains(f.TypeLine, "Room"):
			return "split"
		case strings.Contains(f.TypeLine, "Adventure"), strings.Contains(f.TypeLine, "Omen"):
			// an Omen, like an Adventure, is a spell inset in a
			// one-faced card (Tarkir: Dragonstorm), no back face
			return "adventure"
		}
	}
	for _, f := range faces {
		if strings.Contains(strings.ToLower(LastText(f.Oracle)), "transform") {
			return "transform"
		}
	}
	back := faces[len(faces)-1]
	switch {
	case back.ManaCost != "":
		return "modal_dfc"
	case strings.Contains(back.TypeLine, "Land") && faces[0].ManaCost != "":
		return "modal_dfc"
	}
	return "transform"
}

// LastText is the text of the last of ws, "" when there is none.
func LastText(ws []Wording) string {
	if len(ws) == 0 {
		return ""
	}
	return ws[len(ws)-1].Text
}

// PrintedFaceText is one face of a printing as a dump gives it: its printed
// type line and text (Raw, the text as given when its symbols were read)
// beside the Oracle wording the same record gives the face. Problem, set
// by FindTextProblems, says why the text is not to be taken as printed.
type PrintedFaceText struct {
	Name, TypeLine, Text, Raw, Oracle string
	Problem                           string
}

// FindTextProblems marks the printed faces whose text is not to be taken
// as printed. A dump that gives no printed text for a card with Oracle text
// does not know it (vanilla cards have neither). A face printed with
// another face's text is a source error: of the faces sharing a text, the
// one whose Oracle wording it resembles most keeps it. A type line that
// ends a sentence is a line of the text, the face's lines shifted by one
// (the text then ends with the artist's name): a source error too.
func FindTextProblems(faces []PrintedFaceText) {
	for i := range faces {
		f := &faces[i]
		switch {
		case f.Text == "" && f.Raw == "" && strings.TrimSpace(f.Oracle) != "":
			f.Problem = "the data gives no printed text"
		case strings.HasSuffix(strings.TrimSpace(f.TypeLine), "."):
			f.Problem = fmt.Sprintf("source error: the data gives a line of the text as the type line (%q)", f.TypeLine)
		}
	}
	for i := range faces {
		if faces[i].Text == "" {
			continue
		}
		// Of the faces sharing i's text, the owner is the one whose Oracle
		// wording it resembles most; a tie leaves no owner.
		owner, best, tie, shared := i, wordOverlap(faces[i].Text, faces[i].Oracle), false, false
		for j := range faces {
			if j == i || faces[j].Text != faces[i].Text || faces[j].Name == faces[i].Name {
				continue
			}
			shared = true
			switch o := wordOverlap(faces[j].Text, faces[j].Oracle); {
			case o > best:
				owner, best, tie = j, o, false
			case o == best:
				tie = true
			}
		}
		switch {
		case !shared:
		case tie:
			faces[i].Problem = "source error: the data gives several faces the same printed text"
		case owner != i:
			faces[i].Problem = fmt.Sprintf("source error: the data gives face %s's printed text", faces[owner].Name)
		}
	}
}

// wordOverlap is the share of a's words that b holds, ignoring case.
func wordOverlap(a, b string) float64 {
	words := strings.Fields(strings.ToLower(a))
	if len(words) == 0 {
		return 0
	}
	in := map[string]bool{}
	for _, w := range strings.Fields(strings.ToLower(b)) {
		in[w] = true
	}
	n := 0
	for _, w := range words {
		if in[w] {
			n++
		}
	}
	return float64(n) / float64(len(words))
}

// Statement is one way a snapshot states a card's Oracle text, when the
// dump lists the card more than once (once per printing, as MTGJSON's set
// files do) and its listings disagree.
type Statement struct {
	// Printings is how many printings the dump gives this text with.
	Printings int
	// Newest is the release date of the newest set that gives it.
	Newest Date
}

// PickStatement is the statement a snapshot makes of a card whose
// listings disagree: the text most of its printings give, for the other
// printings keep a text the dump's makers did not update; of texts given
// as often, the newest set's; then the first listed.
func PickStatement(statements []Statement) int {
	best := 0
	for i, s := range statements[1:] {
		b := statements[best]
		if s.Printings > b.Printings || s.Printings == b.Printings && s.Newest.Last() > b.Newest.Last() {
			best = i + 1
		}
	}
	return best
}

// StatementText is what tells one statement of a card's Oracle text from
// another: the card's text, or each face's.
func StatementText(c Card) string {
	var b strings.Builder
	for _, f := range append([]Face{{Oracle: c.Oracle}}, c.Faces...) {
		for _, w := range f.Oracle {
			b.WriteString(w.Text)
		}
		b.WriteByte(0)
	}
	return b.String()
}

// SeveralTexts starts the note on the wording of a snapshot that gave the
// card several texts (StatementNote).
const SeveralTexts = "the snapshot gives the card several texts"

// StatementNote is the note on the wording PickStatement picked of a
// snapshot's statements: how many texts it gave, and how many of its
// printings give this one.
func StatementNote(statements []Statement, picked int) string {
	total := 0
	for _, s := range statements {
		total += s.Printings
	}
	return fmt.Sprintf("%s (%d); this one with %d of its %d printings", SeveralTexts, len(statements), statements[picked].Printings, total)
}

package server

import (
	"html/template"
	"regexp"
	"strings"
	"sync"
)

// manaGlyphs are the symbol classes the embedded mana font draws (the
// ms-NAME classes static/mana/mana.css gives a glyph), read from its
// stylesheet once.
var manaGlyphs = sync.OnceValue(func() map[string]bool {
	css, err := assets.ReadFile("static/mana/mana.css")
	if err != nil {
		return map[string]bool{}
	}
	glyphs := map[string]bool{}
	for _, m := range regexp.MustCompile(`\.ms-([a-z0-9-]+)::?(?:before|after)`).FindAllSubmatch(css, -1) {
		glyphs[string(m[1])] = true
	}
	return glyphs
})

// manaNames are the symbols whose class is not their text.
var manaNames = map[string]string{"T": "tap", "Q": "untap", "½": "1-2", "∞": "infinity", "PW": "planeswalker", "CHAOS": "chaos"}

// manaClass is the font's class for a symbol's text (inside its braces),
// with whether it is drawn split (a hybrid of two), or "" when the font
// has no glyph for it.
func manaClass(sym string) (string, bool) {
	if name, ok := manaNames[sym]; ok {
		return name, false
	}
	parts := strings.Split(strings.ToLower(sym), "/")
	class := strings.Join(parts, "")
	if !glyphName().MatchString(class) || !manaGlyphs()[class] {
		return "", false
	}
	halves := 0
	for _, p := range parts {
		if p != "p" {
			halves++
		}
	}
	return class, halves > 1
}

var glyphName = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[a-z0-9]+$`) })

// symbolHTML is text with each mana or game symbol the font draws
// ({W}, {2/U}, {T}, ...) drawn as that glyph. The symbol's text stays: it
// is the glyph's accessible name and title, and it is in the page as
// visually hidden text, so that copying the text copies the symbol. The
// rest of the text is escaped.
func symbolHTML(text string) template.HTML {
	var b strings.Builder
	for {
		open := strings.IndexByte(text, '{')
		if open < 0 {
			break
		}
		end := strings.IndexByte(text[open:], '}')
		if end < 0 {
			break
		}
		end += open
		sym := text[open : end+1]
		class, split := manaClass(text[open+1 : end])
		b.WriteString(template.HTMLEscapeString(text[:open]))
		text = text[end+1:]
		if class == "" {
			b.WriteString(template.HTMLEscapeString(sym))
			continue
		}
		esc := template.HTMLEscapeString(sym)
		b.WriteString(`<span class="sym" role="img" aria-label="` + esc + `" title="` + esc + `"><i class="ms ms-cost ms-` + class)
		if split {
			b.WriteString(" ms-split")
		}
		b.WriteString(`" aria-hidden="true"></i><span class="vh">` + esc + `</span></span>`)
	}
	b.WriteString(template.HTMLEscapeString(text))
	return template.HTML(b.String())
}

package server

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestSymbolHTML checks which symbols are drawn as the mana font's glyphs
// and that each keeps its text: accessible name, title and hidden text.
func TestSymbolHTML(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"{R}", `<span class="sym" role="img" aria-label="{R}" title="{R}"><i class="ms ms-cost ms-r" aria-hidden="true"></i><span class="vh">{R}</span></span>`},
		{"{T}: Add {G}.", `<span class="sym" role="img" aria-label="{T}" title="{T}"><i class="ms ms-cost ms-tap" aria-hidden="true"></i><span class="vh">{T}</span></span>: Add <span class="sym" role="img" aria-label="{G}" title="{G}"><i class="ms ms-cost ms-g" aria-hidden="true"></i><span class="vh">{G}</span></span>.`},
		{"{W/U}", `<span class="sym" role="img" aria-label="{W/U}" title="{W/U}"><i class="ms ms-cost ms-wu ms-split" aria-hidden="true"></i><span class="vh">{W/U}</span></span>`},
		{"{2/B}", `<span class="sym" role="img" aria-label="{2/B}" title="{2/B}"><i class="ms ms-cost ms-2b ms-split" aria-hidden="true"></i><span class="vh">{2/B}</span></span>`},
		{"{G/P}", `<span class="sym" role="img" aria-label="{G/P}" title="{G/P}"><i class="ms ms-cost ms-gp" aria-hidden="true"></i><span class="vh">{G/P}</span></span>`},
		{"{15}{Q}", `<span class="sym" role="img" aria-label="{15}" title="{15}"><i class="ms ms-cost ms-15" aria-hidden="true"></i><span class="vh">{15}</span></span><span class="sym" role="img" aria-label="{Q}" title="{Q}"><i class="ms ms-cost ms-untap" aria-hidden="true"></i><span class="vh">{Q}</span></span>`},
		// No glyph: the text as it is, escaped.
		{"{NOPE} <b>&", "{NOPE} &lt;b&gt;&amp;"},
		{`{"><script>}`, "{&#34;&gt;&lt;script&gt;}"},
		{"{R", "{R"},
		{"", ""},
	} {
		if got := string(symbolHTML(tc.text)); got != tc.want {
			t.Errorf("symbolHTML(%q)\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}

// TestManaFontServed checks that the pages link the mana font's
// stylesheet and that it, its font and its licence are served.
func TestManaFontServed(t *testing.T) {
	ts := newTestServer(t, Options{})
	for path, want := range map[string]string{
		"/card?name=Ball%20Lightning": `<link rel="stylesheet" href="/static/mana/mana.css">`,
		"/static/mana/mana.css":       `src: url("mana.woff2?v=`,
		"/static/mana/LICENSE.txt":    "SIL OPEN FONT LICENSE Version 1.1",
		"/static/mana/mana.woff2":     "wOF2",
	} {
		resp, err := http.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(string(b), want) {
			t.Errorf("GET %s: %d, %d bytes without %q", path, resp.StatusCode, len(b), want)
		}
	}
	if len(manaGlyphs()) < 100 || !manaGlyphs()["w"] || !manaGlyphs()["tap"] {
		t.Errorf("the font's stylesheet gives %d glyphs", len(manaGlyphs()))
	}
}

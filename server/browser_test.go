package server

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// chromium finds a Chromium or Chrome binary; .ci/run installs Debian's.
func chromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// screenshotDir is where the browser test leaves its screenshots for
// review: $ORACLE_SCREENSHOTS, else a folder in the temporary directory.
func screenshotDir(t *testing.T) string {
	dir := os.Getenv("ORACLE_SCREENSHOTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "oracle-serve-screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// browser is a headless Chromium and the steps the tests drive it with.
type browser struct {
	ctx context.Context
	// shot saves a screenshot of the page under name.
	shot func(name string) chromedp.Action
	// run runs actions, failing the test on an error.
	run func(step string, actions ...chromedp.Action)
	// follow runs an action that loads a page (a key, a click, a date
	// picked) and waits for that page's response, which must be a 200 for
	// an address containing want: an action that only queried would wait
	// on the old document.
	follow func(step, want string, action chromedp.Action)
}

// newBrowser starts headless Chromium for t, or skips t without one.
func newBrowser(t *testing.T) *browser {
	t.Helper()
	bin := chromium()
	if bin == "" {
		t.Skip("no Chromium found (Debian: apt-get install chromium): the browser test needs it")
	}
	shots := screenshotDir(t)
	// Not t.TempDir: Chromium's helper processes may still write to the
	// profile after the browser is gone, which t.TempDir reports as an
	// error.
	profile, err := os.MkdirTemp("", "oracle-chromium")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for range 10 {
			if os.RemoveAll(profile) == nil {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	})
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(bin),
		chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		// The date field's order of month, day and year follows the
		// language: the tests type in en-US's.
		chromedp.Flag("lang", "en-US"),
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(1200, 900),
	}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	ctx, cancel = context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(cancel)
	b := &browser{ctx: ctx}
	b.shot = func(name string) chromedp.Action {
		return chromedp.ActionFunc(func(ctx context.Context) error {
			var png []byte
			if err := chromedp.FullScreenshot(&png, 100).Do(ctx); err != nil {
				return err
			}
			path := filepath.Join(shots, name+".png")
			t.Logf("screenshot %s", path)
			return os.WriteFile(path, png, 0o644)
		})
	}
	b.run = func(step string, actions ...chromedp.Action) {
		t.Helper()
		if err := chromedp.Run(ctx, actions...); err != nil {
			t.Fatalf("%s: %v", step, err)
		}
	}
	b.follow = func(step, want string, action chromedp.Action) {
		t.Helper()
		resp, err := chromedp.RunResponse(ctx, action)
		switch {
		case err != nil:
			t.Fatalf("%s: %v", step, err)
		case resp == nil || resp.Status != 200 || !strings.Contains(resp.URL, want):
			t.Fatalf("%s: loaded %+v, want a 200 for %s", step, resp, want)
		}
	}
	return b
}

// TestBrowser drives headless Chromium through the pages as a person
// would, with the keyboard where a person may: search with the name
// suggestions, open a card, move the date, open a diff, follow the errata
// log to a card; and on a phone-sized screen.
func TestBrowser(t *testing.T) {
	ts := newTestServer(t, Options{})
	b := newBrowser(t)
	shot, run, follow := b.shot, b.run, b.follow

	// Search: suggestions appear as the name is typed; the keyboard picks one.
	var suggestion string
	run("search with suggestions",
		chromedp.Navigate(ts.URL+"/"),
		chromedp.SendKeys("#q", "curf", chromedp.ByQuery),
		// The suggestions for the whole word, not for its first letters.
		chromedp.WaitVisible(`#suggestions[data-for="curf"] li`, chromedp.ByQuery),
		chromedp.Text("#suggestions li", &suggestion, chromedp.ByQuery),
		chromedp.KeyEvent(kb.ArrowDown),
		chromedp.WaitVisible(`#suggestions li[aria-selected="true"]`, chromedp.ByQuery),
		shot("1-suggestions"),
	)
	if suggestion != "Curfew" {
		t.Errorf("first suggestion for curf: %q", suggestion)
	}
	follow("open the suggestion", "/card?name=Curfew", chromedp.KeyEvent(kb.Enter))
	var title, text string
	run("card page",
		chromedp.WaitVisible("#oracle-text", chromedp.ByQuery),
		chromedp.Text("h1", &title, chromedp.ByQuery),
		chromedp.Text("#oracle-text", &text, chromedp.ByQuery),
		shot("2-card"),
	)
	if !strings.HasPrefix(title, "Curfew") || !strings.Contains(text, "Each player returns a creature they control") {
		t.Errorf("card page: %q, %q", title, text)
	}

	// The cost is drawn with the mana font: a glyph, in the font, once
	// loaded; the symbol's text stays its name and the page's text.
	var glyph struct {
		Label, Title, Content, Family string
		Loaded                        bool
	}
	run("mana symbols",
		chromedp.Evaluate(`document.fonts.ready.then(() => {
			const sym = document.querySelector("h1 .cost .sym"), i = sym.querySelector("i.ms");
			const before = getComputedStyle(i, "::before");
			return {label: sym.getAttribute("aria-label"), title: sym.title, content: before.content,
				family: getComputedStyle(i).fontFamily, loaded: document.fonts.check("1em Mana", "\ue614")};
		})`, &glyph, func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }),
		chromedp.Text("h1", &title, chromedp.ByQuery),
	)
	// Curfew costs {U}; content is the glyph's character, quoted.
	if glyph.Label != "{U}" || glyph.Title != "{U}" || len([]rune(glyph.Content)) != 3 ||
		!strings.Contains(glyph.Family, "Mana") || !glyph.Loaded || title != "Curfew {U}" {
		t.Errorf("mana symbol of the cost: %+v; heading %q", glyph, title)
	}

	// Move the date: picking a day shows the wording in force then
	// (app.js submits the form on the change event).
	follow("date picker", "as_of=1999-01-01", chromedp.SetValue("#as_of", "1999-01-01", chromedp.ByQuery))
	run("card page on a date",
		chromedp.WaitVisible(`//h2[contains(., "Wording on 1999-01-01")]`, chromedp.BySearch),
		chromedp.Text("#oracle-text", &text, chromedp.ByQuery),
		shot("3-card-1999"),
	)
	if !strings.Contains(text, "Each player who controls a creature chooses one of them") {
		t.Errorf("wording on 1999-01-01: %q", text)
	}

	// Open a diff from the timeline.
	follow("open a diff", "/card/diff?", chromedp.Click("a.difflink", chromedp.ByQuery))
	var diffText string
	var marks int
	run("diff",
		chromedp.WaitVisible("#diff", chromedp.ByQuery),
		chromedp.Text("#diff", &diffText, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelectorAll("#diff del, #diff ins").length`, &marks),
		shot("4-diff"),
	)
	if marks == 0 || diffText == "" {
		t.Errorf("diff page: %d marked changes in %q", marks, diffText)
	}

	// The errata log links to the cards.
	var logCard, cardTitle string
	run("errata log",
		chromedp.Navigate(ts.URL+"/log/errata?since=1998-10-18&until=1998-10-18"),
		chromedp.WaitVisible("table.log", chromedp.ByQuery),
		chromedp.Text("table.log tbody a", &logCard, chromedp.ByQuery),
		shot("5-errata"),
	)
	follow("follow the errata log", "/card?name=", chromedp.Click("table.log tbody a", chromedp.ByQuery))
	run("card from the log",
		chromedp.WaitVisible("h1", chromedp.ByQuery),
		chromedp.Text("h1", &cardTitle, chromedp.ByQuery),
	)
	if logCard == "" || !strings.HasPrefix(cardTitle, logCard) {
		t.Errorf("errata log link %q opened %q", logCard, cardTitle)
	}

	// On a phone: the page fits the screen's width.
	var scrollWidth, innerWidth int
	run("phone",
		chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile),
		chromedp.Navigate(ts.URL+"/card?name=Curfew"),
		chromedp.WaitVisible("#oracle-text", chromedp.ByQuery),
		chromedp.Evaluate(`document.documentElement.scrollWidth`, &scrollWidth),
		chromedp.Evaluate(`window.innerWidth`, &innerWidth),
		shot("6-phone-card"),
	)
	if scrollWidth > innerWidth {
		t.Errorf("on a phone the card page is %dpx wide in a %dpx window", scrollWidth, innerWidth)
	}
}

// TestBrowserPaging pages through search results and the wording changes
// in Chromium, by their Next and Previous links, and picks a date in the
// card page's date field with the keyboard. Pages are 10 long here, so
// that the test data fills several (the sizes are 200 and 1,000 else).
func TestBrowserPaging(t *testing.T) {
	const size = 10
	ts := newTestServer(t, Options{PageSize: size})
	b := newBrowser(t)
	shot, run, follow := b.shot, b.run, b.follow

	// What the API lists, page by page, is what the pages must show.
	var want []string
	for next := "/cards/search?q=" + url.QueryEscape("mv>=0") + "&order=name"; next != ""; {
		_, page := get(t, ts, strings.TrimPrefix(next, ts.URL))
		for _, c := range page["data"].([]any) {
			want = append(want, c.(map[string]any)["name"].(string))
		}
		next, _ = page["next_page"].(string)
	}
	if len(want) <= 2*size {
		t.Fatalf("mv>=0 finds %d cards: too few for three pages", len(want))
	}
	pages := (len(want) + size - 1) / size
	var names []string
	var count string
	var prevLinks, nextLinks int
	results := func(step string) {
		t.Helper()
		run(step,
			chromedp.WaitVisible("ul.results li", chromedp.ByQuery),
			chromedp.Evaluate(`[...document.querySelectorAll("ul.results li > a")].map(a => a.textContent)`, &names),
			chromedp.Text("#count", &count, chromedp.ByQuery),
			chromedp.Evaluate(`document.querySelectorAll("nav.pages a[rel=prev]").length`, &prevLinks),
			chromedp.Evaluate(`document.querySelectorAll("nav.pages a[rel=next]").length`, &nextLinks),
		)
	}
	run("search", chromedp.Navigate(ts.URL+"/?q="+url.QueryEscape("mv>=0")))
	results("first page")
	if !slices.Equal(names, want[:size]) || prevLinks != 0 || nextLinks != 1 ||
		!strings.Contains(count, fmt.Sprintf("%d cards", len(want))) || !strings.Contains(count, "1 to 10 shown") {
		t.Errorf("first page: %q, %v, %d previous and %d next links", count, names, prevLinks, nextLinks)
	}
	follow("next page", "page=2", chromedp.Click("nav.pages a[rel=next]", chromedp.ByQuery))
	results("second page")
	if !slices.Equal(names, want[size:2*size]) || prevLinks != 1 || nextLinks != 1 || !strings.Contains(count, "11 to 20 shown") {
		t.Errorf("second page: %q, %v, %d previous and %d next links", count, names, prevLinks, nextLinks)
	}
	run("last page", chromedp.Navigate(fmt.Sprintf("%s/?q=%s&page=%d", ts.URL, url.QueryEscape("mv>=0"), pages)))
	results("last page")
	if !slices.Equal(names, want[(pages-1)*size:]) || prevLinks != 1 || nextLinks != 0 {
		t.Errorf("last page: %q, %v, %d previous and %d next links", count, names, prevLinks, nextLinks)
	}
	run("last page shot", shot("7-search-last-page"))
	follow("previous page", fmt.Sprintf("page=%d", pages-1), chromedp.Click("nav.pages a[rel=prev]", chromedp.ByQuery))
	results("page before the last")
	if !slices.Equal(names, want[(pages-2)*size:(pages-1)*size]) {
		t.Errorf("page before the last: %v", names)
	}

	// The wording changes, oldest first: the pages together list every
	// change once, in the order of the audit.
	_, audit := get(t, ts, "/audit")
	var changes []string
	for _, c := range audit["changes"].([]any) {
		changes = append(changes, c.(map[string]any)["card"].(string))
	}
	if len(changes) <= size {
		t.Fatalf("the audit lists %d changes: too few for two pages", len(changes))
	}
	var cards []string
	run("changes", chromedp.Navigate(ts.URL+"/log/audit"))
	for page := 1; ; page++ {
		var rows []string
		run(fmt.Sprintf("changes page %d", page),
			chromedp.WaitVisible("table.log", chromedp.ByQuery),
			chromedp.Evaluate(`[...document.querySelectorAll("table.log tbody tr td:nth-child(2) a")].map(a => a.textContent)`, &rows),
			chromedp.Evaluate(`document.querySelectorAll("nav.pages a[rel=next]").length`, &nextLinks),
		)
		if len(rows) == 0 || len(rows) > size {
			t.Fatalf("changes page %d: %d rows", page, len(rows))
		}
		cards = append(cards, rows...)
		if nextLinks == 0 {
			break
		}
		if page > len(changes) {
			t.Fatal("the changes pages do not end")
		}
		follow(fmt.Sprintf("changes page %d", page+1), fmt.Sprintf("page=%d", page+1), chromedp.Click("nav.pages a[rel=next]", chromedp.ByQuery))
	}
	run("changes last page shot", shot("8-changes-last-page"))
	if !slices.Equal(cards, changes) {
		t.Errorf("the changes pages list %d changes, the audit %d:\n%v\n%v", len(cards), len(changes), cards, changes)
	}

	// The date field, with the keyboard: month, day and year typed in
	// turn. The field holds a valid date from the year's first digit on
	// (0001-01-01): the page must follow once, with the whole date, not
	// at the first digit (follow checks the first page loaded).
	var text, value string
	run("card page", chromedp.Navigate(ts.URL+"/card?name=Curfew"), chromedp.WaitVisible("#as_of", chromedp.ByQuery),
		chromedp.Focus("#as_of", chromedp.ByQuery))
	follow("type a date", "as_of=1999-01-01", chromedp.KeyEvent("01011999"))
	run("card page on the typed date",
		chromedp.WaitVisible(`//h2[contains(., "Wording on 1999-01-01")]`, chromedp.BySearch),
		chromedp.Text("#oracle-text", &text, chromedp.ByQuery),
		chromedp.Value("#as_of", &value, chromedp.ByQuery),
		shot("9-date-typed"),
	)
	if value != "1999-01-01" || !strings.Contains(text, "Each player who controls a creature chooses one of them") {
		t.Errorf("typed date: field %q, wording %q", value, text)
	}
}

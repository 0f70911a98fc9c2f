package server

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

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

// TestBrowser drives headless Chromium through the pages as a person
// would, with the keyboard where a person may: search with the name
// suggestions, open a card, move the date, open a diff, follow the errata
// log to a card; and on a phone-sized screen.
func TestBrowser(t *testing.T) {
	bin := chromium()
	if bin == "" {
		t.Skip("no Chromium found (Debian: apt-get install chromium): the browser test needs it")
	}
	ts := newTestServer(t, Options{})
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
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(1200, 900),
	}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 90*time.Second)
	defer cancel()

	shot := func(name string) chromedp.Action {
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
	run := func(step string, actions ...chromedp.Action) {
		t.Helper()
		if err := chromedp.Run(ctx, actions...); err != nil {
			t.Fatalf("%s: %v", step, err)
		}
	}
	// follow runs an action that loads a page (a key, a click, a date
	// picked) and waits for that page's response: an action that only
	// queried would wait on the old document.
	follow := func(step, want string, action chromedp.Action) {
		t.Helper()
		resp, err := chromedp.RunResponse(ctx, action)
		switch {
		case err != nil:
			t.Fatalf("%s: %v", step, err)
		case resp == nil || resp.Status != 200 || !strings.Contains(resp.URL, want):
			t.Fatalf("%s: loaded %+v, want a 200 for %s", step, resp, want)
		}
	}

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

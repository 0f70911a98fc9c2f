// Command serveload measures `oracle serve` from a process of its own:
// named lookups (exact and with a typo), autocompletion and searches at
// increasing concurrency, each level bounded in time and in requests,
// reporting throughput, p50 and p99 latency and the answers by status.
// With -floor it also runs each level against a floor: a server in this
// process answering the same bytes from memory, and prints the server's
// throughput as a ratio of the floor's, measured in the same run. It only
// sends to a loopback address.
//
//	go run ./scripts/serveload -url http://127.0.0.1:8080 [-kinds named,fuzzy,autocomplete,creature,search] [-levels 1,4,16,64] [-time 5s] [-max 200000] [-floor]
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

func main() {
	base := flag.String("url", "http://127.0.0.1:8080", "the server, on a loopback address")
	kinds := flag.String("kinds", "named,search", "the kinds of request to send, in turn: named, fuzzy (a name with two letters swapped), autocomplete (a name's first word and a half), creature (t:creature c:g, page 1), search")
	floor := flag.Bool("floor", false, "measure a floor server answering the same bytes from memory too")
	levels := flag.String("levels", "1,4,16,64", "concurrency levels")
	per := flag.Duration("time", 5*time.Second, "time at each level")
	maxReq := flag.Int("max", 200000, "requests at most at each level")
	names := flag.Int("names", 300, "card names to look up, picked at random from the server")
	queries := flag.String("queries", "t:creature o:flying mv<=3|o:\"draw a card\" t:instant|c:g pow>=4|errata:1998|t:artifact o:/tap.*add/",
		"search queries, separated by |")
	flag.Parse()
	u, err := url.Parse(*base)
	if err != nil {
		fail(err)
	}
	if ip := net.ParseIP(u.Hostname()); u.Hostname() != "localhost" && (ip == nil || !ip.IsLoopback()) {
		fail(fmt.Errorf("%s is not a loopback address", u.Hostname()))
	}
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 256}}
	pool := pickNames(client, *base, *names)
	var lvls []int
	for _, f := range strings.Split(*levels, ",") {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 || n > 1024 {
			fail(fmt.Errorf("-levels: %q", f))
		}
		lvls = append(lvls, n)
	}
	named := func(i int) string { return *base + "/cards/named?exact=" + url.QueryEscape(pool[i%len(pool)]) }
	fuzzy := func(i int) string { return *base + "/cards/named?fuzzy=" + url.QueryEscape(typo(pool[i%len(pool)])) }
	complete := func(i int) string {
		return *base + "/cards/autocomplete?q=" + url.QueryEscape(firstWords(pool[i%len(pool)]))
	}
	creature := func(int) string { return *base + "/cards/search?q=" + url.QueryEscape("t:creature c:g") }
	qs := strings.Split(*queries, "|")
	search := func(i int) string { return *base + "/cards/search?q=" + url.QueryEscape(qs[i%len(qs)]) }
	urls := map[string]func(int) string{"named": named, "fuzzy": fuzzy, "autocomplete": complete, "creature": creature, "search": search}
	for _, kind := range strings.Split(*kinds, ",") {
		if urls[kind] == nil {
			fail(fmt.Errorf("-kinds: %q is not named, fuzzy, autocomplete, creature or search", kind))
		}
	}
	var floorURL func(func(int) string) func(int) string
	if *floor {
		floorURL = startFloor(client, *base, urls, strings.Split(*kinds, ","), max(len(pool), len(qs)))
	}
	fmt.Printf("%-12s %6s %9s %9s %9s %9s  %-22s", "kind", "conc", "requests", "req/s", "p50 ms", "p99 ms", "statuses")
	if *floor {
		fmt.Printf(" %9s %9s %9s %7s", "floor/s", "f p50", "f p99", "ratio")
	}
	fmt.Println()
	for _, kind := range strings.Split(*kinds, ",") {
		for _, c := range lvls {
			r := load(client, urls[kind], c, *per, *maxReq)
			rate := float64(r.n) / r.elapsed.Seconds()
			fmt.Printf("%-12s %6d %9d %9.0f %9.2f %9.2f  %-22s", kind, c, r.n, rate,
				ms(r.pct(0.50)), ms(r.pct(0.99)), fmt.Sprint(r.statuses))
			if *floor {
				f := load(client, floorURL(urls[kind]), c, *per, *maxReq)
				frate := float64(f.n) / f.elapsed.Seconds()
				fmt.Printf(" %9.0f %9.2f %9.2f %6.3fx", frate, ms(f.pct(0.50)), ms(f.pct(0.99)), rate/frate)
			}
			fmt.Println()
		}
	}
}

// typo swaps two letters in the middle of a name: a fuzzy lookup's typo.
func typo(name string) string {
	r := []rune(name)
	if i := len(r) / 2; i > 0 && i+1 < len(r) {
		r[i], r[i+1] = r[i+1], r[i]
	}
	return string(r)
}

// firstWords is a name's first word and half of its second, as typed
// into a completing field.
func firstWords(name string) string {
	w := strings.Fields(name)
	if len(w) < 2 {
		r := []rune(name)
		return string(r[:min(len(r), max(2, len(r)/2))])
	}
	second := []rune(w[1])
	return w[0] + " " + string(second[:(len(second)+1)/2])
}

// startFloor fetches once every answer the kinds will ask for (n of each
// at most) and serves them from memory on a loopback port of this
// process, with the server's status and content type: the fastest any
// server answers those bytes on this machine. It returns a function that
// points a kind's addresses at the floor.
func startFloor(client *http.Client, base string, urls map[string]func(int) string, kinds []string, n int) func(func(int) string) func(int) string {
	type answer struct {
		status int
		ctype  string
		body   []byte
	}
	answers := map[string]answer{}
	for _, kind := range kinds {
		for i := range n {
			u := urls[kind](i)
			key := strings.TrimPrefix(u, base)
			if _, ok := answers[key]; ok {
				continue
			}
			resp, err := client.Get(u)
			if err != nil {
				fail(err)
			}
			body, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err != nil {
				fail(err)
			}
			answers[key] = answer{resp.StatusCode, resp.Header.Get("Content-Type"), body}
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fail(err)
	}
	go http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a, ok := answers[r.URL.RequestURI()]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", a.ctype)
		w.WriteHeader(a.status)
		w.Write(a.body)
	}))
	floor := "http://" + ln.Addr().String()
	return func(next func(int) string) func(int) string {
		return func(i int) string { return floor + strings.TrimPrefix(next(i), base) }
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func fail(err error) {
	fmt.Fprintln(os.Stderr, "serveload:", err)
	os.Exit(2)
}

// pickNames asks the server for n random card names.
func pickNames(client *http.Client, base string, n int) []string {
	seen := map[string]bool{}
	var names []string
	for tries := 0; len(names) < n && tries < 3*n; tries++ {
		resp, err := client.Get(base + "/cards/random")
		if err != nil {
			fail(err)
		}
		var c struct{ Name string }
		err = json.NewDecoder(resp.Body).Decode(&c)
		resp.Body.Close()
		if err != nil || c.Name == "" {
			fail(fmt.Errorf("/cards/random: %v", err))
		}
		if !seen[c.Name] {
			seen[c.Name] = true
			names = append(names, c.Name)
		}
	}
	return names
}

type result struct {
	n        int
	elapsed  time.Duration
	lat      []time.Duration
	statuses map[int]int
}

func (r *result) pct(p float64) time.Duration {
	if len(r.lat) == 0 {
		return 0
	}
	return r.lat[min(len(r.lat)-1, int(p*float64(len(r.lat))))]
}

// load runs conc workers until per has passed or max requests are sent.
func load(client *http.Client, next func(int) string, conc int, per time.Duration, max int) result {
	var mu sync.Mutex
	res := result{statuses: map[int]int{}}
	var wg sync.WaitGroup
	start := time.Now()
	deadline := start.Add(per)
	var sent int
	for w := range conc {
		wg.Go(func() {
			var lat []time.Duration
			statuses := map[int]int{}
			for i := w; ; i += conc {
				mu.Lock()
				if sent >= max || time.Now().After(deadline) {
					mu.Unlock()
					break
				}
				sent++
				mu.Unlock()
				t := time.Now()
				resp, err := client.Get(next(i))
				if err != nil {
					statuses[-1]++
					continue
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				lat = append(lat, time.Since(t))
				statuses[resp.StatusCode]++
			}
			mu.Lock()
			res.lat = append(res.lat, lat...)
			for k, v := range statuses {
				res.statuses[k] += v
			}
			mu.Unlock()
		})
	}
	wg.Wait()
	res.elapsed = time.Since(start)
	res.n = len(res.lat)
	slices.Sort(res.lat)
	return res
}

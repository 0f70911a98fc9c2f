// Command serveload measures `oracle serve` from a process of its own:
// named lookups and searches at increasing concurrency, each level bounded
// in time and in requests, reporting throughput, p50 and p99 latency and
// the answers by status. It only sends to a loopback address.
//
//	go run ./scripts/serveload -url http://127.0.0.1:8080 [-kinds named,search] [-levels 1,4,16,64] [-time 5s] [-max 200000]
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
	kinds := flag.String("kinds", "named,search", "the kinds of request to send, in turn: named, search")
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
	qs := strings.Split(*queries, "|")
	search := func(i int) string { return *base + "/cards/search?q=" + url.QueryEscape(qs[i%len(qs)]) }
	fmt.Printf("%-8s %6s %9s %9s %9s %9s  %s\n", "kind", "conc", "requests", "req/s", "p50 ms", "p99 ms", "statuses")
	urls := map[string]func(int) string{"named": named, "search": search}
	for _, kind := range strings.Split(*kinds, ",") {
		if urls[kind] == nil {
			fail(fmt.Errorf("-kinds: %q is not named or search", kind))
		}
	}
	for _, kind := range strings.Split(*kinds, ",") {
		for _, c := range lvls {
			r := load(client, urls[kind], c, *per, *maxReq)
			fmt.Printf("%-8s %6d %9d %9.0f %9.2f %9.2f  %v\n", kind, c, r.n, float64(r.n)/r.elapsed.Seconds(),
				ms(r.pct(0.50)), ms(r.pct(0.99)), r.statuses)
		}
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

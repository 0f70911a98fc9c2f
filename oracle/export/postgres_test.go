package export_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/export"
	"github.com/mtgoracle/oracle/oracle/search"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// pgServer is a PostgreSQL server in a temporary directory, reached by a
// socket there.
type pgServer struct {
	dir  string
	psql string
}

// pgBin finds a PostgreSQL program on the PATH or in Debian's
// /usr/lib/postgresql/N/bin.
func pgBin(name string) string {
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	matches, _ := filepath.Glob(filepath.Join("/usr/lib/postgresql", "*", "bin", name))
	if len(matches) > 0 {
		slices.Sort(matches)
		return matches[len(matches)-1]
	}
	return ""
}

// startPostgres runs initdb into a temporary directory and starts the
// server on a socket there, with no TCP; it is stopped and removed when
// the test ends. As root, the server runs as the postgres user.
func startPostgres(t testing.TB) *pgServer {
	t.Helper()
	initdb, pgctl, psql := pgBin("initdb"), pgBin("pg_ctl"), pgBin("psql")
	if initdb == "" || pgctl == "" || psql == "" {
		t.Skip("PostgreSQL (initdb, pg_ctl, psql) is not installed")
	}
	dir, err := os.MkdirTemp("", "oracle-pg-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	run := func(args ...string) *exec.Cmd { return exec.Command(args[0], args[1:]...) }
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			t.Skip("running as root with no postgres user to run the server as")
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			t.Fatal(err)
		}
		run = func(args ...string) *exec.Cmd {
			return exec.Command("runuser", append([]string{"-u", "postgres", "--"}, args...)...)
		}
	}
	data := filepath.Join(dir, "data")
	if out, err := run(initdb, "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C").CombinedOutput(); err != nil {
		t.Fatalf("initdb: %v\n%s", err, out)
	}
	opts := fmt.Sprintf("-k %s -c listen_addresses='' -p 5432 -c fsync=off", dir)
	if out, err := run(pgctl, "-D", data, "-o", opts, "-l", filepath.Join(dir, "log"), "-w", "start").CombinedOutput(); err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "log"))
		t.Fatalf("pg_ctl start: %v\n%s\n%s", err, out, log)
	}
	t.Cleanup(func() { run(pgctl, "-D", data, "-m", "immediate", "-w", "stop").Run() })
	return &pgServer{dir: dir, psql: psql}
}

// run runs psql with args against the database postgres.
func (s *pgServer) run(args ...string) (string, error) {
	cmd := exec.Command(s.psql, append([]string{"-X", "-q", "-h", s.dir, "-p", "5432", "-U", "postgres", "-d", "postgres", "-v", "ON_ERROR_STOP=1"}, args...)...)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// query runs one query and returns its rows, fields separated by a tab.
func (s *pgServer) query(t testing.TB, sql string, args ...any) []string {
	t.Helper()
	out, err := s.run("-A", "-t", "-F", "\t", "-c", fmt.Sprintf(sql, args...))
	if err != nil {
		t.Fatalf("%s: %v\n%s", sql, err, out)
	}
	out = strings.TrimSuffix(out, "\n")
	if out == "" {
		return nil
	}
	return strings.Split(out, "\n")
}

func pgLit(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// loadPostgres exports the cards of store into a file and loads it with
// one psql run, returning the file's size and the load's time.
func loadPostgres(t testing.TB, srv *pgServer, store export.Cards, asOf *oracle.Date) (int64, time.Duration) {
	t.Helper()
	file := filepath.Join(srv.dir, "cards.sql")
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	w, err := export.New("postgres", f, export.Options{AsOf: asOf})
	if err != nil {
		t.Fatal(err)
	}
	if err := export.Run(context.Background(), store, oracle.ExportOptions{AsOf: asOf}, w, nil); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	info, _ := os.Stat(file)
	start := time.Now()
	if out, err := srv.run("-f", file); err != nil || strings.Contains(out, "ERROR") {
		t.Fatalf("psql -f: %v\n%s", err, out)
	}
	return info.Size(), time.Since(start)
}

// checkPostgres compares the loaded database with the store: each card's
// current wording and its wording as of dates (as oracle card --as-of
// gives them), its errata (as oracle history lists them) and the cards
// searches find (as oracle search finds them). names are the cards to
// compare; nil compares every card.
func checkPostgres(t *testing.T, srv *pgServer, store *sqlite.Store, names []string) {
	ctx := context.Background()
	if names == nil {
		names = srv.query(t, "SELECT name FROM cards ORDER BY id")
	}
	dates := []string{"1995-01-01", "1999-06", "2004-07-20", "2010", "2020-01-01"}
	for _, name := range names {
		v, err := store.Card(ctx, name, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := srv.query(t, "SELECT count(*) FROM cards WHERE name = %s", pgLit(name)); len(got) != 1 || got[0] != "1" {
			t.Errorf("%s: not in the database", name)
			continue
		}
		got := strings.Join(srv.query(t, "SELECT replace(oracle_text, E'\\n', '\\n') FROM cards WHERE name = %s", pgLit(name)), "")
		if want := strings.ReplaceAll(v.OracleText, "\n", `\n`); got != want {
			t.Errorf("%s: current wording %q, oracle card says %q", name, got, want)
		}
		for _, d := range dates {
			date, err := oracle.ParseDate(d)
			if err != nil {
				t.Fatal(err)
			}
			at, err := store.Card(ctx, name, &date)
			if err != nil {
				t.Fatal(err)
			}
			rows := srv.query(t, `SELECT coalesce((SELECT replace(w.wording, E'\n', '\n') FROM wordings w
				WHERE w.card_id = f.card_id AND w.face = f.position AND w.wording IS NOT NULL AND w.date_last <= %s
				ORDER BY w.seq DESC LIMIT 1), '')
				FROM faces f JOIN cards c ON c.id = f.card_id WHERE c.name = %s ORDER BY f.position`, pgLit(date.Last()), pgLit(name))
			// psql prints one empty row as no output: compare the rows joined.
			texts := []string{at.OracleText}
			if len(at.Faces) > 0 {
				texts = texts[:0]
				for _, f := range at.Faces {
					texts = append(texts, f.OracleText)
				}
			}
			got, want := strings.Join(rows, "|"), strings.ReplaceAll(strings.Join(texts, "|"), "\n", `\n`)
			if got != want {
				t.Errorf("%s as of %s: wording %q, oracle card --as-of says %q", name, d, rows, want)
			}
		}
		h, err := store.History(ctx, name)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, e := range h.Events {
			if e.Kind == oracle.EventErrata {
				want = append(want, e.Date.String()+" "+e.Source.ID)
			}
		}
		slices.Sort(want)
		got2 := srv.query(t, "SELECT e.date || ' ' || e.source_id FROM errata e JOIN cards c ON c.id = e.card_id WHERE c.name = %s ORDER BY 1", pgLit(name))
		if !slices.Equal(got2, want) {
			t.Errorf("%s: errata %q, oracle history lists %q", name, got2, want)
		}
	}
	// A search leaves out the cards printed only as digital rebalanced
	// versions unless asked.
	const notExtra = ` AND NOT (EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id) AND
		NOT EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND NOT 'rebalanced' = ANY(p.flags)))`
	for _, tc := range []struct{ query, sql string }{
		{"t:dragon", `SELECT DISTINCT c.name FROM cards c JOIN faces f ON f.card_id = c.id WHERE f.type_line ~* '\mdragon\M'` + notExtra},
		{"t:instant", `SELECT DISTINCT c.name FROM cards c JOIN faces f ON f.card_id = c.id WHERE f.type_line ~* '\minstant\M'` + notExtra},
		{"t:instant include:extras", `SELECT DISTINCT c.name FROM cards c JOIN faces f ON f.card_id = c.id WHERE f.type_line ~* '\minstant\M'`},
	} {
		node, err := search.Parse(tc.query)
		if err != nil {
			t.Fatal(err)
		}
		q, err := search.Check(node, nil)
		if err != nil {
			t.Fatal(err)
		}
		found, err := store.SearchCards(ctx, q, oracle.SearchOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, c := range found {
			want = append(want, c.Name)
		}
		slices.Sort(want)
		got := srv.query(t, "%s", tc.sql)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			var only []string
			for _, n := range got {
				if !slices.Contains(want, n) {
					only = append(only, "SQL only: "+n)
				}
			}
			for _, n := range want {
				if !slices.Contains(got, n) {
					only = append(only, "search only: "+n)
				}
			}
			t.Errorf("%s: SQL finds %d cards, oracle search %d: %q", tc.query, len(got), len(want), only[:min(len(only), 10)])
		}
	}
}

// TestPostgres loads the sample's export into a real PostgreSQL server and
// compares what SQL answers with what the commands answer.
func TestPostgres(t *testing.T) {
	srv := startPostgres(t)
	store := sampleStore(t)
	size, took := loadPostgres(t, srv, store, nil)
	t.Logf("sample: %d bytes loaded in %v", size, took)
	if n := srv.query(t, "SELECT count(*) FROM cards"); len(n) != 1 || n[0] == "0" {
		t.Fatalf("cards: %q", n)
	}
	if c := srv.query(t, "SELECT count(*) FROM pg_description d JOIN pg_class r ON r.oid = d.objoid WHERE r.relname = 'wordings'"); c[0] == "0" {
		t.Error("no comments on wordings")
	}
	checkPostgres(t, srv, store, nil)
}

// TestPostgresAsOf loads an export as of a date: it holds the cards of
// then, with the wordings of then.
func TestPostgresAsOf(t *testing.T) {
	srv := startPostgres(t)
	store := sampleStore(t)
	date := mustDate(t, "1999-01-01")
	loadPostgres(t, srv, store, date)
	ctx := context.Background()
	err := store.EachCard(ctx, oracle.ExportOptions{AsOf: date}, func(c *oracle.ExportCard) error {
		v, err := store.Card(ctx, c.Name, date)
		if err != nil {
			return err
		}
		got := strings.Join(srv.query(t, "SELECT replace(oracle_text, E'\\n', '\\n') FROM cards WHERE name = %s", pgLit(c.Name)), "")
		if want := strings.ReplaceAll(v.OracleText, "\n", `\n`); got != want {
			t.Errorf("%s: wording %q, oracle card --as-of says %q", c.Name, got, want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n := srv.query(t, "SELECT count(*) FROM wordings WHERE date_last > '1999-01-01'"); n[0] != "0" {
		t.Errorf("%s wordings dated after the as-of date", n[0])
	}
}

// TestPostgresPool loads the whole-pool database ORACLE_EXPORT_DB names
// in one psql run, reports the file's size and the load's time, and
// compares a selection of cards with the commands.
func TestPostgresPool(t *testing.T) {
	path := os.Getenv("ORACLE_EXPORT_DB")
	if path == "" {
		t.Skip("ORACLE_EXPORT_DB does not name a database")
	}
	srv := startPostgres(t)
	store, err := sqlite.OpenReadOnly(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	size, took := loadPostgres(t, srv, store, nil)
	counts := srv.query(t, "SELECT (SELECT count(*) FROM cards) || ' cards, ' || (SELECT count(*) FROM wordings) || ' wording events, ' || (SELECT count(*) FROM errata) || ' errata, ' || (SELECT count(*) FROM printings) || ' printings, ' || (SELECT count(*) FROM rulings) || ' rulings'")
	t.Logf("whole pool: %d bytes (%.1f MB), one psql run in %v: %s", size, float64(size)/1e6, took.Round(time.Millisecond), counts)
	names := srv.query(t, "SELECT c.name FROM cards c WHERE c.id %% 97 = 0 OR EXISTS (SELECT 1 FROM errata e WHERE e.card_id = c.id AND e.card_id %% 7 = 0) ORDER BY c.id")
	t.Logf("comparing %d cards", len(names))
	checkPostgres(t, srv, store, names)
}

// BenchmarkPostgresLoad exports the whole pool (poolStore) as a PostgreSQL
// script and loads it into a fresh database with one psql run, reporting
// the script's size and the load's time.
func BenchmarkPostgresLoad(b *testing.B) {
	store := poolStore(b)
	srv := startPostgres(b)
	var size int64
	var took time.Duration
	for b.Loop() {
		if out, err := srv.run("-c", "DROP SCHEMA public CASCADE; CREATE SCHEMA public;"); err != nil {
			b.Fatalf("%v\n%s", err, out)
		}
		var t time.Duration
		size, t = loadPostgres(b, srv, store, nil)
		took += t
	}
	b.ReportMetric(float64(size)/1e6, "script-MB")
	b.ReportMetric(took.Seconds()/float64(b.N), "load-s")
}

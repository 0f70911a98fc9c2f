// Command startupfloor is the least a Go program can do to answer
// `oracle card NAME` from the database with the pure-Go SQLite driver the
// project is built on: open the file read-only and run the sqlite3
// shell's indexed query of the card's row. scripts/bench-startup.sh times
// it beside oracle and the sqlite3 shell, to tell what the driver costs
// from what oracle adds. It is a measuring tool: the program itself reads
// the database only through oracle/sqlite.
//
//	startupfloor DB NAME
package main

import (
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"strings"

	_ "modernc.org/sqlite"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: startupfloor DB NAME")
		os.Exit(2)
	}
	db, err := sql.Open("sqlite", "file:"+(&url.URL{Path: os.Args[1]}).EscapedPath()+"?mode=ro")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer db.Close()
	var name, cost, typeLine, text string
	err = db.QueryRow("SELECT name, mana_cost, type_line, oracle_text FROM cards WHERE name_key = ?",
		strings.ToLower(os.Args[2])).Scan(&name, &cost, &typeLine, &text)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("%s %s\n%s\n%s\n", name, cost, typeLine, text)
}

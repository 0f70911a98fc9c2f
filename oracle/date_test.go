package oracle

import (
	"cmp"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

func TestParseDate(t *testing.T) {
	tests := []struct {
		in          string
		want        string
		prec        Precision
		first, last string
		wantErr     string // what the error says, when one is wanted
	}{
		{in: "1997", want: "1997", prec: PrecisionYear, first: "1997-01-01", last: "1997-12-31"},
		{in: "2001-05", want: "2001-05", prec: PrecisionMonth, first: "2001-05-01", last: "2001-05-31"},
		{in: "2000-02", want: "2000-02", prec: PrecisionMonth, first: "2000-02-01", last: "2000-02-29"},
		{in: "1998-10-18", want: "1998-10-18", prec: PrecisionDay, first: "1998-10-18", last: "1998-10-18"},
		{in: "1998-13", wantErr: `bad date "1998-13": month 13 out of range`},
		{in: "1998-02-30", wantErr: `bad date "1998-02-30": no day 30 in 1998-02`},
		{in: "98-10-18", wantErr: `bad date "98-10-18": want YYYY`},
		{in: "1998-1-18", wantErr: `bad date "1998-1-18": want YYYY`},
		{in: "yesterday", wantErr: `bad date "yesterday": want YYYY`},
		{in: "", wantErr: `bad date "": want YYYY`},
		{in: "1998-10-18-01", wantErr: `bad date "1998-10-18-01": want YYYY`},
		{in: "0000", wantErr: `bad date "0000": year 0000 out of range`},
		{in: "0000-01-01", wantErr: `bad date "0000-01-01": year 0000 out of range`},
		{in: "1998-00", wantErr: `bad date "1998-00": month 00 out of range`},
		{in: "1998-10-00", wantErr: `bad date "1998-10-00": day 00 out of range`},
		{in: "+998", wantErr: `bad date "+998": want YYYY`},
		{in: strings.Repeat("9", 100), wantErr: `bad date "` + strings.Repeat("9", 40) + `...": want YYYY`},
	}
	for _, tt := range tests {
		d, err := ParseDate(tt.in)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseDate(%q) = %v, %v; want an error with %q", tt.in, d, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseDate(%q): %v", tt.in, err)
			continue
		}
		if d.String() != tt.want || d.Precision() != tt.prec || d.First() != tt.first || d.Last() != tt.last {
			t.Errorf("ParseDate(%q) = %s %s [%s, %s], want %s %s [%s, %s]", tt.in,
				d, d.Precision(), d.First(), d.Last(), tt.want, tt.prec, tt.first, tt.last)
		}
	}
}

func TestDateBefore(t *testing.T) {
	order := []string{"1997", "1997-10", "1997-10-14", "1998-10-18", "2001-05", "2001-05-01"}
	for i := range order {
		for j := range order {
			a, b := MustDate(order[i]), MustDate(order[j])
			if got := a.Before(b); got != (i < j) {
				t.Errorf("%s.Before(%s) = %v, want %v", a, b, got, i < j)
			}
		}
	}
}

func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"1997", "2001-05", "1998-10-18", "0000-00-00", "9999-12-31"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDate(s)
		if err != nil {
			// The error quotes what was given (a long text by its start).
			shown := s
			if len(shown) > maxDateLen {
				shown = Shorten(shown, maxDateLen) + "..."
			}
			if !strings.HasPrefix(err.Error(), fmt.Sprintf("bad date %q: ", shown)) {
				t.Fatalf("ParseDate(%q): the error %q does not quote the text given", s, err)
			}
			return
		}
		again, err := ParseDate(d.String())
		if err != nil || again != d {
			t.Fatalf("ParseDate(%q) = %v, but its String %q reads back as %v, %v", s, d, d.String(), again, err)
		}
		if d.First() > d.Last() {
			t.Fatalf("%v covers %s..%s", d, d.First(), d.Last())
		}
	})
}

// TestDateJSON: a date reads back as it is written, an unknown one ("")
// included, and a malformed one is refused.
func TestDateJSON(t *testing.T) {
	for _, d := range []Date{{}, MustDate("1998"), MustDate("2009-07"), MustDate("2022-04-25")} {
		b, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		var back Date
		if err := json.Unmarshal(b, &back); err != nil || back != d {
			t.Errorf("%s: read back %v, %v", b, back, err)
		}
	}
	var d Date
	if err := json.Unmarshal([]byte(`"2022-13-01"`), &d); err == nil {
		t.Error(`"2022-13-01": no error`)
	}
}

func TestDateFirstLast(t *testing.T) {
	for _, tt := range []struct{ date, first, last string }{
		{"1997", "1997-01-01", "1997-12-31"},
		{"2000-02", "2000-02-01", "2000-02-29"},
		{"1900-02", "1900-02-01", "1900-02-28"},
		{"2001-12", "2001-12-01", "2001-12-31"},
		{"0001-04-30", "0001-04-30", "0001-04-30"},
		{"9999-12-31", "9999-12-31", "9999-12-31"},
	} {
		d := MustDate(tt.date)
		if d.First() != tt.first || d.Last() != tt.last {
			t.Errorf("%s: first %s, last %s; want %s, %s", tt.date, d.First(), d.Last(), tt.first, tt.last)
		}
	}
}

// The day numbers order dates as the texts of First and Last do, which
// they stand for in comparisons.
func TestDayNumbersOrderAsText(t *testing.T) {
	dates := []Date{{}, {1, 1, 1}, {33, 0, 0}, {999, 12, 31}, {1000, 1, 1}, {1997, 0, 0}, {1997, 12, 0}, {1997, 12, 31},
		{1998, 1, 1}, {2000, 2, 0}, {2000, 2, 29}, {2000, 3, 0}, {2001, 5, 0}, {2001, 5, 1}, {2001, 11, 30}, {9999, 12, 31}}
	for _, a := range dates {
		for _, b := range dates {
			for _, c := range []struct {
				name   string
				text   func(Date) string
				number func(Date) int
			}{{"first", Date.First, Date.firstDay}, {"last", Date.Last, Date.lastDay}} {
				if got, want := cmp.Compare(c.number(a), c.number(b)), strings.Compare(c.text(a), c.text(b)); got != want {
					t.Errorf("%s day of %v against %v: numbers compare %d, texts %d", c.name, a, b, got, want)
				}
			}
		}
	}
}

// The dates are written as fmt's zero-padded verbs write them, whatever
// the numbers: a date out of range too.
func TestDateFormatsAsPrintf(t *testing.T) {
	for _, n := range []int{-1234, -5, -1, 0, 1, 5, 9, 10, 11, 99, 100, 999, 1000, 1993, 9999, 10000, 123456} {
		for _, w := range []int{2, 4} {
			if got, want := string(appendPadded(nil, n, w)), fmt.Sprintf("%0*d", w, n); got != want {
				t.Errorf("appendPadded(%d, %d) = %q, want %q", n, w, got, want)
			}
		}
	}
	for _, d := range []Date{{1993, 8, 5}, {1997, 0, 0}, {2001, 5, 0}, {12, 3, 4}, {2024, 2, 0}} {
		want := fmt.Sprintf("%04d-%02d-%02d", d.Year, max(d.Month, 1), max(d.Day, 1))
		if got := d.First(); got != want {
			t.Errorf("%v.First() = %q, want %q", d, got, want)
		}
	}
	if got := (Date{Year: 33}).Last(); got != "0033-12-31" {
		t.Errorf("0033.Last() = %q", got)
	}
	if got := (Date{Year: 2001, Month: 5}).String(); got != "2001-05" {
		t.Errorf("2001-05.String() = %q", got)
	}
}

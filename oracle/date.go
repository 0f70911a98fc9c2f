package oracle

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Precision says how much of a Date is known.
type Precision int

const (
	PrecisionYear Precision = iota + 1
	PrecisionMonth
	PrecisionDay
)

func (p Precision) String() string {
	switch p {
	case PrecisionYear:
		return "year"
	case PrecisionMonth:
		return "month"
	case PrecisionDay:
		return "day"
	}
	return "unknown"
}

// Date is a calendar date known to a year, a month or a day. Old documents
// are often dated only "1997" or "May 2001"; such a date stands for the
// whole period it names.
type Date struct {
	Year, Month, Day int // Month and Day are 0 when unknown
}

// maxDateLen bounds the text ParseDate quotes back in an error.
const maxDateLen = 40

// ParseDate reads "YYYY", "YYYY-MM" or "YYYY-MM-DD". An error quotes the
// text given, not the date it was read as.
func ParseDate(s string) (Date, error) {
	shown := s
	if len(shown) > maxDateLen {
		shown = Shorten(shown, maxDateLen) + "..."
	}
	parts := strings.Split(strings.TrimSpace(s), "-")
	if len(parts) > 3 || parts[0] == "" {
		return Date{}, fmt.Errorf("bad date %q: want YYYY, YYYY-MM or YYYY-MM-DD", shown)
	}
	var nums [3]int
	widths := [3]int{4, 2, 2}
	for i, p := range parts {
		// Atoi alone would take signs: "+199" is no year.
		n, err := strconv.Atoi(p)
		if err != nil || len(p) != widths[i] || strings.ContainsAny(p, "+-") {
			return Date{}, fmt.Errorf("bad date %q: want YYYY, YYYY-MM or YYYY-MM-DD", shown)
		}
		if i > 0 && n == 0 {
			// Zero stands for an unknown month or day, which is written by
			// leaving it out.
			return Date{}, fmt.Errorf("bad date %q: %s %s out of range", shown, [3]string{"", "month", "day"}[i], p)
		}
		nums[i] = n
	}
	d := Date{Year: nums[0], Month: nums[1], Day: nums[2]}
	if why := d.invalid(); why != "" {
		return Date{}, fmt.Errorf("bad date %q: %s", shown, why)
	}
	return d, nil
}

// MustDate is ParseDate for constants known to be valid.
func MustDate(s string) Date {
	d, err := ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

// DateOf is the day-precision date of t.
func DateOf(t time.Time) Date {
	return Date{Year: t.Year(), Month: int(t.Month()), Day: t.Day()}
}

// Validate reports a date that does not exist.
func (d Date) Validate() error {
	if why := d.invalid(); why != "" {
		raw := fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day)
		if d.Day == 0 {
			raw = raw[:len(raw)-3]
			if d.Month == 0 {
				raw = raw[:len(raw)-3]
			}
		}
		return fmt.Errorf("bad date %q: %s", raw, why)
	}
	return nil
}

// invalid says why the date does not exist, naming the offending part;
// "" when it does.
func (d Date) invalid() string {
	if d.Year < 1 || d.Year > 9999 {
		return fmt.Sprintf("year %04d out of range (0001 to 9999)", d.Year)
	}
	if d.Month == 0 && d.Day != 0 {
		return "day without month"
	}
	if d.Month < 0 || d.Month > 12 {
		return fmt.Sprintf("month %02d out of range (01 to 12)", d.Month)
	}
	if d.Day != 0 {
		t := time.Date(d.Year, time.Month(d.Month), d.Day, 0, 0, 0, 0, time.UTC)
		if d.Day < 1 || t.Day() != d.Day {
			return fmt.Sprintf("no day %02d in %04d-%02d", d.Day, d.Year, d.Month)
		}
	}
	return ""
}

// IsZero reports whether the date is unset.
func (d Date) IsZero() bool { return d.Year == 0 }

// Precision reports how much of the date is known.
func (d Date) Precision() Precision {
	switch {
	case d.Year == 0:
		return 0
	case d.Month == 0:
		return PrecisionYear
	case d.Day == 0:
		return PrecisionMonth
	}
	return PrecisionDay
}

// String writes the date with its precision: "1997", "2001-05", "1998-10-18".
func (d Date) String() string {
	switch d.Precision() {
	case PrecisionYear:
		return formatDate(d.Year)
	case PrecisionMonth:
		return formatDate(d.Year, d.Month)
	case PrecisionDay:
		return formatDate(d.Year, d.Month, d.Day)
	}
	return ""
}

// formatDate writes a year, then a month and a day, as "%04d-%02d-%02d"
// does, without fmt: a card's answer formats its dates thousands of
// times, and fmt was a tenth of its work.
func formatDate(year int, monthDay ...int) string {
	b := make([]byte, 0, 10)
	b = appendPadded(b, year, 4)
	for _, n := range monthDay {
		b = appendPadded(append(b, '-'), n, 2)
	}
	return string(b)
}

// appendPadded appends n in decimal, padded with zeros to width digits,
// as fmt's %0*d does.
func appendPadded(b []byte, n, width int) []byte {
	if n < 0 {
		return fmt.Appendf(b, "%0*d", width, n)
	}
	for w, m := 1, n; w < width; w++ {
		if m /= 10; m == 0 {
			b = append(b, '0')
		}
	}
	return strconv.AppendInt(b, int64(n), 10)
}

// First is the first day the date covers, as "YYYY-MM-DD".
func (d Date) First() string { return formatDate(d.first()) }

// Last is the last day the date covers, as "YYYY-MM-DD".
func (d Date) Last() string { return formatDate(d.last()) }

// first is the first day the date covers.
func (d Date) first() (year, month, day int) {
	month, day = d.Month, d.Day
	if month == 0 {
		month = 1
	}
	if day == 0 {
		day = 1
	}
	return d.Year, month, day
}

// last is the last day the date covers.
func (d Date) last() (year, month, day int) {
	switch d.Precision() {
	case PrecisionYear:
		return d.Year, 12, 31
	case PrecisionMonth:
		end := time.Date(d.Year, time.Month(d.Month)+1, 0, 0, 0, 0, 0, time.UTC)
		return d.Year, d.Month, end.Day()
	}
	return d.first()
}

// firstDay and lastDay are First and Last as numbers, YYYYMMDD, which
// order as their text does for the years a Date holds (0 to 9999): a
// card's answer compares dates thousands of times, and formatting them
// to compare was most of its work outside SQLite.
func (d Date) firstDay() int { return dayNumber(d.first()) }
func (d Date) lastDay() int  { return dayNumber(d.last()) }

func dayNumber(year, month, day int) int { return (year*100+month)*100 + day }

// Before orders dates by the first day they cover, then by precision, so
// "2001-05" sorts before "2001-05-01".
func (d Date) Before(o Date) bool {
	if a, b := d.First(), o.First(); a != b {
		return a < b
	}
	return d.Precision() < o.Precision()
}

// MarshalText writes the date as String does.
func (d Date) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads the date as ParseDate does, and "" (an unknown
// date, as MarshalText writes one) as the zero Date.
func (d *Date) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*d = Date{}
		return nil
	}
	v, err := ParseDate(string(b))
	if err != nil {
		return err
	}
	*d = v
	return nil
}

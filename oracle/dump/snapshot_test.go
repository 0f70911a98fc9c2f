package dump

import "testing"

func TestDateInName(t *testing.T) {
	tests := []struct {
		paths   []string
		want    string
		wantErr bool
	}{
		{[]string{"/x/scryfall-commander-legal-2025-06-27.json.gz"}, "2025-06-27", false},
		{[]string{"cockatrice-cards-2009-07-31.xml.gz"}, "2009-07-31", false},
		{[]string{"/data/mtgjson-v3-sets-2018-11-07/"}, "2018-11-07", false},
		{[]string{"dir-2018-11-07/LEA.json", "dir-2018-11-07/LEB.json"}, "", false},
		{[]string{"a-2018-11-07.json", "b-2018-11-07.json"}, "2018-11-07", false},
		{[]string{"a-2018-11-07.json", "b-2019-01-01.json"}, "", true},
		{[]string{"cards.json"}, "", false},
		{[]string{"cards-2025-13-40.json"}, "", false},
		{[]string{"build-12025-06-270.json"}, "", false},
	}
	for _, tt := range tests {
		d, ok, err := DateInName(tt.paths)
		if (err != nil) != tt.wantErr {
			t.Errorf("%q: error %v", tt.paths, err)
			continue
		}
		got := ""
		if ok {
			got = d.String()
		}
		if got != tt.want {
			t.Errorf("%q: date %q, want %q", tt.paths, got, tt.want)
		}
	}
}

// Package auditclass keeps the audit's classes in the database
// (change_classes): each write completes them, and an audit reads them
// instead of classifying every change again (diff.Known).
package auditclass

import (
	"context"
	"encoding/hex"
	"sync"

	"github.com/mtgoracle/oracle/oracle"
	"github.com/mtgoracle/oracle/oracle/diff"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// Refresh classifies the changes of the whole history that
// change_classes does not hold under this program's rules, keeps them,
// and drops the classes no change asks for any more.
func Refresh(ctx context.Context, store *sqlite.Store) error {
	known, err := Known(ctx, store)
	if err != nil {
		return err
	}
	_, err = diff.RunAuditKnown(ctx, diff.AuditFilter{}, diff.DefaultRewrites(), false, known, func(add func(*oracle.CardTimeline) error) error {
		return store.EachTimeline(ctx, add)
	})
	if err != nil {
		return err
	}
	missed, unused := known.Missed(), known.Unused()
	if len(missed) == 0 && len(unused) == 0 {
		return nil
	}
	rows := make([]sqlite.ChangeClass, len(missed))
	for i, c := range missed {
		rows[i] = sqlite.ChangeClass{Key: c.Key.String(), Class: string(c.Class), Why: c.Why, Size: c.Size}
	}
	keys := make([]string, len(unused))
	for i, k := range unused {
		keys[i] = k.String()
	}
	return store.KeepChangeClasses(ctx, diff.RulesID(), rows, keys)
}

// Known are the classes store keeps under this program's rules.
func Known(ctx context.Context, store *sqlite.Store) (*diff.Known, error) {
	rows, err := store.ChangeClasses(ctx, diff.RulesID())
	if err != nil {
		return nil, err
	}
	classes := make([]diff.KnownClass, 0, len(rows))
	for _, r := range rows {
		var c diff.KnownClass
		if n, err := hex.Decode(c.Key[:], []byte(r.Key)); err != nil || n != diff.KeyLen {
			continue // not a key of this program's: never asked for
		}
		c.Class, c.Why, c.Size = diff.Class(r.Class), r.Why, r.Size
		classes = append(classes, c)
	}
	return diff.NewKnown(classes), nil
}

// PrintedReader reads whether a reprint's printed text reads a wording
// with the templating rewrites: as the last write kept the answer
// (change_classes, under a key of the rules and of both texts), or else
// worked out live. The rewrites are loaded on the first printed text that
// neither notation nor a kept class settles.
func PrintedReader() sqlite.PrintedReader {
	classifier := sync.OnceValue(func() *diff.Classifier { return diff.NewClassifier(diff.DefaultRewrites()) })
	return func(name string, kept sqlite.KeptClass) func(printed, wording string) bool {
		var reads func(printed, wording string) bool
		return func(printed, wording string) bool {
			if class, ok := kept(diff.PrintedKey(name, printed, wording).String()); ok {
				return class == string(diff.Templating)
			}
			if reads == nil {
				reads = classifier().PrintedReadsFor(name)
			}
			return reads(printed, wording)
		}
	}
}

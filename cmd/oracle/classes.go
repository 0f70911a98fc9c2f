package main

import (
	"github.com/mtgoracle/oracle/oracle/auditclass"
	"github.com/mtgoracle/oracle/oracle/sqlite"
)

// keepClasses has every write to store complete the audit's kept classes
// (change_classes) afterwards: only the changes not yet classified under
// this program's rules are classified, so an import does not classify the
// whole history again. A program of other rules (another rewrites file,
// another classifier) reads none of the classes kept by this one: its
// audit classifies live until its first write, which classifies anew and
// drops the classes of other rules.
func keepClasses(store *sqlite.Store) {
	store.AfterWrite(auditclass.Refresh)
}

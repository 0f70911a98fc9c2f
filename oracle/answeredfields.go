package oracle

// AnsweredFields are the values of a card's fields as of a date that an
// answer lists: values without the statuses no source states by then.
// Such a status has no value and no source: it is no statement, and
// listing it beside the stated ones would read as one. LegalityNotes says
// once for them all that none is known then, and which source first
// states them.
func AnsweredFields(values []FieldAsOf) []FieldAsOf {
	var out []FieldAsOf
	for _, v := range values {
		if LegalityFormat(v.Field) != "" && v.Source == nil && v.Value == "" {
			continue
		}
		out = append(out, v)
	}
	return out
}

package oracle

import (
	"encoding"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// decodeYAML decodes src into v, a pointer to one of the model's structs,
// reporting every unknown or missing field and every bad value with its
// line and column. yaml.v3's own decoder stops at the first unknown field
// and gives no columns, so the tree is walked here.
func decodeYAML(file string, src []byte, v any) Problems {
	if len(src) > MaxDataFile {
		return Problems{{Pos: Pos{File: file, Line: 1, Col: 1}, Msg: fmt.Sprintf("file of %d bytes, larger than the %d MiB a data file may have", len(src), MaxDataFile>>20)}}
	}
	var root yaml.Node
	if err := yaml.Unmarshal(src, &root); err != nil {
		return Problems{syntaxProblem(file, err)}
	}
	// Without aliases a file has fewer values than twice its bytes; aliases
	// of aliases could make a small file stand for billions.
	d := &nodeDecoder{file: file, budget: 2*len(src) + 1000}
	if len(root.Content) == 0 {
		d.problems.add(Pos{File: file, Line: 1, Col: 1}, "empty document")
		return d.problems
	}
	d.decode(root.Content[0], reflect.ValueOf(v).Elem())
	if d.budget < 0 {
		// Half a file would only give validation more to complain of.
		reflect.ValueOf(v).Elem().SetZero()
	}
	return d.problems
}

// syntaxProblem turns yaml.v3's "yaml: line N: message" into a positioned problem.
func syntaxProblem(file string, err error) Problem {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	pos := Pos{File: file, Line: 1, Col: 1}
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		if num, tail, ok := strings.Cut(rest, ": "); ok {
			if n, err := strconv.Atoi(num); err == nil {
				pos.Line, msg = n, tail
			}
		}
	}
	return Problem{Pos: pos, Msg: "yaml: " + msg}
}

type nodeDecoder struct {
	file     string
	problems Problems
	budget   int // values left to decode
}

func (d *nodeDecoder) pos(n *yaml.Node) Pos {
	return Pos{File: d.file, Line: n.Line, Col: n.Column}
}

var (
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
	posType         = reflect.TypeFor[Pos]()
)

func (d *nodeDecoder) decode(n *yaml.Node, v reflect.Value) {
	if d.budget--; d.budget < 0 {
		if d.budget == -1 {
			d.problems.add(d.pos(n), "aliases expand the file to too many values: refused")
		}
		return
	}
	if n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	if reflect.PointerTo(v.Type()).Implements(textUnmarshaler) {
		if !d.expect(n, yaml.ScalarNode, "a scalar") {
			return
		}
		if err := v.Addr().Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(n.Value)); err != nil {
			d.problems.add(d.pos(n), "%v", err)
		}
		return
	}
	switch v.Kind() {
	case reflect.Struct:
		d.decodeStruct(n, v)
	case reflect.Slice:
		if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
			return
		}
		if !d.expect(n, yaml.SequenceNode, "a list") {
			return
		}
		s := reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content))
		for i, item := range n.Content {
			d.decode(item, s.Index(i))
		}
		v.Set(s)
	case reflect.String:
		if d.expect(n, yaml.ScalarNode, "a string") {
			v.SetString(n.Value)
		}
	case reflect.Int:
		if !d.expect(n, yaml.ScalarNode, "a number") {
			return
		}
		i, err := strconv.Atoi(n.Value)
		if err != nil {
			d.problems.add(d.pos(n), "%q is not a whole number", n.Value)
			return
		}
		v.SetInt(int64(i))
	default:
		panic("decodeYAML: unsupported field type " + v.Type().String())
	}
}

func (d *nodeDecoder) expect(n *yaml.Node, kind yaml.Kind, what string) bool {
	if n.Kind == kind {
		return true
	}
	d.problems.add(d.pos(n), "want %s, found %s", what, describeNode(n))
	return false
}

func describeNode(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	}
	return fmt.Sprintf("%q", n.Value)
}

func (d *nodeDecoder) decodeStruct(n *yaml.Node, v reflect.Value) {
	t := v.Type()
	// The position is set even on a node that is not a mapping, so that
	// what validation finds wrong with the empty value has one too.
	for i := range t.NumField() {
		if t.Field(i).Type == posType {
			v.Field(i).Set(reflect.ValueOf(d.pos(n)))
		}
	}
	if !d.expect(n, yaml.MappingNode, "a mapping") {
		return
	}
	fields := map[string]int{}
	var names []string
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Type == posType {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if name == "" || name == "-" {
			continue
		}
		fields[name] = i
		names = append(names, name)
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, val := n.Content[i], n.Content[i+1]
		idx, ok := fields[key.Value]
		switch {
		case !ok:
			msg := fmt.Sprintf("unknown field %q", key.Value)
			if s := Closest(key.Value, names); s != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", s)
			}
			d.problems.add(d.pos(key), "%s", msg)
			continue
		case seen[key.Value]:
			d.problems.add(d.pos(key), "field %q given twice", key.Value)
			continue
		}
		seen[key.Value] = true
		d.decode(val, v.Field(idx))
	}
	for _, name := range names {
		f, _ := t.FieldByName(t.Field(fields[name]).Name)
		if f.Tag.Get("oracle") == "required" && !seen[name] {
			d.problems.add(d.pos(n), "missing field %q", name)
		}
	}
}

// DecodeYAML decodes src, the data file named file, into v, a pointer to a
// struct whose fields carry yaml tags, as the loaders of the model's files
// do: every unknown or repeated field and every value of the wrong kind is
// a problem at its line and column, and a field of type Pos is set to the
// position of its mapping.
func DecodeYAML(file string, src []byte, v any) Problems { return decodeYAML(file, src, v) }

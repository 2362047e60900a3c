// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: str methods gpython lacked (join, lower, upper, count,
// index, the is* predicates, padding, partition, rsplit, splitlines...),
// with CPython's results for the common cases.

package py

import (
	"strings"
	"unicode"
)

// strArg returns argument i as a string, or def if it is absent or None.
func strArg(args Tuple, i int, fn, def string) (string, bool, error) {
	if i >= len(args) || args[i] == None {
		return def, false, nil
	}
	s, ok := args[i].(String)
	if !ok {
		return "", false, ExceptionNewf(TypeError, "%s() argument %d must be str, not %s", fn, i+1, args[i].Type().Name)
	}
	return string(s), true, nil
}

// runeRange resolves optional start and end arguments against s, in runes.
func runeRange(s []rune, args Tuple, from int) (int, int, error) {
	var start, end Object
	if from < len(args) {
		start = args[from]
	}
	if from+1 < len(args) {
		end = args[from+1]
	}
	return sliceBounds(len(s), start, end)
}

// strPredicate makes an is* method: true for a non-empty string whose every
// rune satisfies ok.
func strPredicate(ok func(rune) bool) func(self Object) (Object, error) {
	return func(self Object) (Object, error) {
		s := string(self.(String))
		if s == "" {
			return False, nil
		}
		for _, r := range s {
			if !ok(r) {
				return False, nil
			}
		}
		return True, nil
	}
}

// strCased is isupper/islower: some cased rune and none of the other case.
func strCased(want, other func(rune) bool) func(self Object) (Object, error) {
	return func(self Object) (Object, error) {
		cased := false
		for _, r := range string(self.(String)) {
			if other(r) || unicode.IsTitle(r) {
				return False, nil
			}
			if want(r) {
				cased = true
			}
		}
		return NewBool(cased), nil
	}
}

// pad is center, ljust and rjust.
func pad(name string, align func(s string, n, width int) (int, int)) func(self Object, args Tuple) (Object, error) {
	return func(self Object, args Tuple) (Object, error) {
		var widthObj Object
		var fillObj Object = String(" ")
		if err := UnpackTuple(args, nil, name, 1, 2, &widthObj, &fillObj); err != nil {
			return nil, err
		}
		width, err := IndexInt(widthObj)
		if err != nil {
			return nil, err
		}
		fill, ok := fillObj.(String)
		if !ok || len([]rune(string(fill))) != 1 {
			return nil, ExceptionNewf(TypeError, "The fill character must be exactly one character long")
		}
		s := string(self.(String))
		n := len([]rune(s))
		if width <= n {
			return self, nil
		}
		left, right := align(s, width-n, width)
		f := string(fill)
		return String(strings.Repeat(f, left) + s + strings.Repeat(f, right)), nil
	}
}

func init() {
	add := func(name, doc string, fn interface{}) {
		StringType.Dict[name] = MustNewMethod(name, fn, 0, doc)
	}
	add("join", "Concatenate any number of strings.", func(self, iterable Object) (Object, error) {
		var parts []string
		var err error
		n := 0
		iterErr := Iterate(iterable, func(item Object) bool {
			s, ok := item.(String)
			if !ok {
				err = ExceptionNewf(TypeError, "sequence item %d: expected str instance, %s found", n, item.Type().Name)
				return true
			}
			parts = append(parts, string(s))
			n++
			return false
		})
		if iterErr != nil {
			return nil, iterErr
		}
		if err != nil {
			return nil, err
		}
		return String(strings.Join(parts, string(self.(String)))), nil
	})
	add("lower", "Return a copy of the string converted to lowercase.", func(self Object) (Object, error) {
		return String(strings.ToLower(string(self.(String)))), nil
	})
	add("upper", "Return a copy of the string converted to uppercase.", func(self Object) (Object, error) {
		return String(strings.ToUpper(string(self.(String)))), nil
	})
	add("casefold", "Return a version of the string suitable for caseless comparisons.", func(self Object) (Object, error) {
		return String(strings.ToLower(string(self.(String)))), nil
	})
	add("swapcase", "Convert uppercase characters to lowercase and lowercase characters to uppercase.", func(self Object) (Object, error) {
		return String(strings.Map(func(r rune) rune {
			if unicode.IsUpper(r) {
				return unicode.ToLower(r)
			}
			return unicode.ToUpper(r)
		}, string(self.(String)))), nil
	})
	add("capitalize", "Return a capitalized version of the string.", func(self Object) (Object, error) {
		r := []rune(strings.ToLower(string(self.(String))))
		if len(r) > 0 {
			r[0] = unicode.ToTitle(r[0])
		}
		return String(string(r)), nil
	})
	add("title", "Return a version of the string where each word is titlecased.", func(self Object) (Object, error) {
		prevCased := false
		return String(strings.Map(func(r rune) rune {
			cased := unicode.IsUpper(r) || unicode.IsLower(r) || unicode.IsTitle(r)
			defer func() { prevCased = cased }()
			if prevCased {
				return unicode.ToLower(r)
			}
			return unicode.ToTitle(r)
		}, string(self.(String)))), nil
	})
	add("isalpha", "Return True if the string is an alphabetic string, False otherwise.", strPredicate(unicode.IsLetter))
	add("isdigit", "Return True if the string is a digit string, False otherwise.", strPredicate(unicode.IsDigit))
	add("isdecimal", "Return True if the string is a decimal string, False otherwise.", strPredicate(func(r rune) bool { return unicode.Is(unicode.Nd, r) }))
	add("isnumeric", "Return True if the string is a numeric string, False otherwise.", strPredicate(unicode.IsNumber))
	add("isalnum", "Return True if the string is an alpha-numeric string, False otherwise.", strPredicate(func(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) }))
	add("isspace", "Return True if the string is a whitespace string, False otherwise.", strPredicate(unicode.IsSpace))
	add("isupper", "Return True if the string is an uppercase string, False otherwise.", strCased(unicode.IsUpper, unicode.IsLower))
	add("islower", "Return True if the string is a lowercase string, False otherwise.", strCased(unicode.IsLower, unicode.IsUpper))
	add("isidentifier", "Return True if the string is a valid Python identifier, False otherwise.", func(self Object) (Object, error) {
		for i, r := range string(self.(String)) {
			if !(r == '_' || unicode.IsLetter(r) || (i > 0 && unicode.IsDigit(r))) {
				return False, nil
			}
		}
		return NewBool(self.(String) != ""), nil
	})
	add("count", "Return the number of non-overlapping occurrences of substring sub in string S[start:end].", func(self Object, args Tuple) (Object, error) {
		if len(args) < 1 || len(args) > 3 {
			return nil, ExceptionNewf(TypeError, "count() takes at least 1 argument (%d given)", len(args))
		}
		sub, _, err := strArg(args, 0, "count", "")
		if err != nil {
			return nil, err
		}
		r := []rune(string(self.(String)))
		lo, hi, err := runeRange(r, args, 1)
		if err != nil {
			return nil, err
		}
		if lo > hi {
			return Int(0), nil
		}
		return Int(strings.Count(string(r[lo:hi]), sub)), nil
	})
	find := func(name string, last, raise bool) {
		add(name, "Return the lowest (or highest) index in S where substring sub is found.", func(self Object, args Tuple) (Object, error) {
			if len(args) < 1 || len(args) > 3 {
				return nil, ExceptionNewf(TypeError, "%s() takes at least 1 argument (%d given)", name, len(args))
			}
			sub, _, err := strArg(args, 0, name, "")
			if err != nil {
				return nil, err
			}
			r := []rune(string(self.(String)))
			lo, hi, err := runeRange(r, args, 1)
			if err != nil {
				return nil, err
			}
			i := -1
			if lo <= hi {
				hay := string(r[lo:hi])
				var b int
				if last {
					b = strings.LastIndex(hay, sub)
				} else {
					b = strings.Index(hay, sub)
				}
				if b >= 0 {
					i = lo + len([]rune(hay[:b]))
				}
			}
			if i < 0 && raise {
				return nil, ExceptionNewf(ValueError, "substring not found")
			}
			return Int(i), nil
		})
	}
	find("index", false, true)
	find("rfind", true, false)
	find("rindex", true, true)
	add("zfill", "Pad a numeric string with zeros on the left, to fill a field of the given width.", func(self, widthObj Object) (Object, error) {
		width, err := IndexInt(widthObj)
		if err != nil {
			return nil, err
		}
		s := string(self.(String))
		n := len([]rune(s))
		if width <= n {
			return self, nil
		}
		sign := ""
		if s != "" && (s[0] == '+' || s[0] == '-') {
			sign, s = s[:1], s[1:]
		}
		return String(sign + strings.Repeat("0", width-n) + s), nil
	})
	add("center", "Return a centered string of length width.", pad("center", func(s string, n, width int) (int, int) {
		// CPython's rule for where the odd pad character goes
		left := n/2 + (n & width & 1)
		return left, n - left
	}))
	add("ljust", "Return a left-justified string of length width.", pad("ljust", func(s string, n, _ int) (int, int) { return 0, n }))
	add("rjust", "Return a right-justified string of length width.", pad("rjust", func(s string, n, _ int) (int, int) { return n, 0 }))
	partition := func(name string, last bool) {
		add(name, "Partition the string into three parts using the given separator.", func(self, sepObj Object) (Object, error) {
			sep, ok := sepObj.(String)
			if !ok {
				return nil, ExceptionNewf(TypeError, "must be str, not %s", sepObj.Type().Name)
			}
			if sep == "" {
				return nil, ExceptionNewf(ValueError, "empty separator")
			}
			s := string(self.(String))
			var i int
			if last {
				i = strings.LastIndex(s, string(sep))
			} else {
				i = strings.Index(s, string(sep))
			}
			if i < 0 {
				if last {
					return Tuple{String(""), String(""), self}, nil
				}
				return Tuple{self, String(""), String("")}, nil
			}
			return Tuple{String(s[:i]), sep, String(s[i+len(sep):])}, nil
		})
	}
	partition("partition", false)
	partition("rpartition", true)
	add("rsplit", "Return a list of the words in the string, using sep as the delimiter string, from the right.", func(self Object, args Tuple, kwargs StringDict) (Object, error) {
		var sepObj, maxObj Object = None, Int(-1)
		if err := ParseTupleAndKeywords(args, kwargs, "|OO:rsplit", []string{"sep", "maxsplit"}, &sepObj, &maxObj); err != nil {
			return nil, err
		}
		maxsplit, err := IndexInt(maxObj)
		if err != nil {
			return nil, err
		}
		s := string(self.(String))
		if sepObj == None {
			fields := strings.Fields(s)
			if maxsplit < 0 || maxsplit >= len(fields)-1 {
				return NewListFromStrings(fields), nil
			}
			// keep the head unsplit, with its inner whitespace
			rest := strings.TrimRightFunc(s, unicode.IsSpace)
			var tail []string
			for k := 0; k < maxsplit; k++ {
				i := strings.LastIndexFunc(rest, unicode.IsSpace)
				tail = append([]string{rest[i+1:]}, tail...)
				rest = strings.TrimRightFunc(rest[:i], unicode.IsSpace)
			}
			return NewListFromStrings(append([]string{strings.TrimLeftFunc(rest, unicode.IsSpace)}, tail...)), nil
		}
		sep, ok := sepObj.(String)
		if !ok {
			return nil, ExceptionNewf(TypeError, "must be str or None, not %s", sepObj.Type().Name)
		}
		if sep == "" {
			return nil, ExceptionNewf(ValueError, "empty separator")
		}
		if maxsplit < 0 {
			return NewListFromStrings(strings.Split(s, string(sep))), nil
		}
		var parts []string
		for k := 0; k < maxsplit; k++ {
			i := strings.LastIndex(s, string(sep))
			if i < 0 {
				break
			}
			parts = append([]string{s[i+len(sep):]}, parts...)
			s = s[:i]
		}
		return NewListFromStrings(append([]string{s}, parts...)), nil
	})
	add("splitlines", "Return a list of the lines in the string, breaking at line boundaries.", func(self Object, args Tuple, kwargs StringDict) (Object, error) {
		var keepObj Object = False
		if err := ParseTupleAndKeywords(args, kwargs, "|O:splitlines", []string{"keepends"}, &keepObj); err != nil {
			return nil, err
		}
		keep, err := ObjectIsTrue(keepObj)
		if err != nil {
			return nil, err
		}
		s := string(self.(String))
		var lines []string
		for len(s) > 0 {
			i := strings.IndexAny(s, "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029")
			if i < 0 {
				lines = append(lines, s)
				break
			}
			_, size := []rune(s[i:])[0], len(string([]rune(s[i:])[0]))
			end := i + size
			if s[i] == '\r' && end < len(s) && s[end] == '\n' {
				end++
			}
			if keep {
				lines = append(lines, s[:end])
			} else {
				lines = append(lines, s[:i])
			}
			s = s[end:]
		}
		return NewListFromStrings(lines), nil
	})
	add("expandtabs", "Return a copy where all tab characters are expanded using spaces.", func(self Object, args Tuple, kwargs StringDict) (Object, error) {
		var sizeObj Object = Int(8)
		if err := ParseTupleAndKeywords(args, kwargs, "|O:expandtabs", []string{"tabsize"}, &sizeObj); err != nil {
			return nil, err
		}
		size, err := IndexInt(sizeObj)
		if err != nil {
			return nil, err
		}
		var b strings.Builder
		col := 0
		for _, r := range string(self.(String)) {
			switch r {
			case '\t':
				if size > 0 {
					n := size - col%size
					b.WriteString(strings.Repeat(" ", n))
					col += n
				}
			case '\n', '\r':
				b.WriteRune(r)
				col = 0
			default:
				b.WriteRune(r)
				col++
			}
		}
		return String(b.String()), nil
	})
}

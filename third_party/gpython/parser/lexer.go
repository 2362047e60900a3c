// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package parser

// FIXME need to implement formfeed

// Lexer should count line numbers too!

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"log"
	"regexp"
	"strings"
	"unicode"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// The parser expects the lexer to return 0 on EOF.  Give it a name
// for clarity.
const eof = 0

// Signal eof with Error
const eofError = -1

// Standard python definition of a tab
const tabSize = 8

// The parser uses the type <prefix>Lex as a lexer.  It must provide
// the methods Lex(*<prefix>SymType) int and Error(string).
type yyLex struct {
	reader        *bufio.Reader
	filename      string     // name of the file being read
	line          string     // current line being parsed
	lastLine      string     // last line that was parsed
	pos           ast.Pos    // current position within file
	yylval        *yySymType // last token
	eof           bool       // flag to show EOF was read
	error         bool       // set if an error has ocurred
	indentStack   []int      // indent stack to control INDENT / DEDENT tokens
	state         int        // current state of state machine
	currentIndent string     // whitespace at start of current line
	interactive   bool       // set if mode "single" reading interactive input
	exec          bool       // set if mode "exec" reading from file
	bracket       int        // number of open [ ]
	parenthesis   int        // number of open ( )
	brace         int        // number of open { }
	mod           ast.Mod    // output
	tokens        []int      // buffered tokens to output
	// alpyna patch: a lexer for an f-string expression starts inside
	// a line of the file: its first line is firstLine and starts at
	// column firstColOffset.
	firstLine      int
	firstColOffset int
	// alpyna patch: CPython 3.11's syntax errors (errors.go).
	brackets       []openBracket // brackets open here, innermost last
	altIndentStack []int         // indentStack counting a tab as one column, for TabError
	toks           []lexToken    // the tokens returned so far
	srcLines       []string      // the lines read so far
	lastLineno     int           // the last line read that was not empty
	lastLineLen    int           // and its length without the newline
	tokErr         *syntaxError  // the tokenizer's first error
	grammarErr     *syntaxError  // the first error of a grammar action
	parseFailed    bool          // the parser met a token it could not shift
	// positionalAfterKeyword is the call whose arguments have a
	// positional one after a keyword one, reported at its ')'.
	positionalAfterKeyword    *ast.Call
	positionalAfterKeywordMsg string // and CPython's message for it
}

// Create a new lexer
//
// The mode argument specifies what kind of code must be compiled; it
// can be 'exec' if source consists of a sequence of statements,
// 'eval' if it consists of a single expression, or 'single' if it
// consists of a single interactive statement
func NewLex(r io.Reader, filename string, mode py.CompileMode) (*yyLex, error) {
	x := &yyLex{
		reader:         bufio.NewReader(r),
		filename:       filename,
		indentStack:    []int{0},
		altIndentStack: []int{0},
		state:          readString,
	}
	switch mode {
	case py.ExecMode:
		x.queue(FILE_INPUT)
		x.exec = true
	case py.EvalMode:
		x.queue(EVAL_INPUT)
	case py.SingleMode:
		x.queue(SINGLE_INPUT)
		x.interactive = true
	default:
		return nil, py.ExceptionNewf(py.ValueError, "compile mode must be 'exec', 'eval' or 'single'")
	}
	return x, nil
}

// queue tokens for later return
func (x *yyLex) queue(tokens ...int) {
	x.tokens = append(x.tokens, tokens...)
}

// Return whether the token queue is empty
func (x *yyLex) queueEmpty() bool {
	return len(x.tokens) == 0
}

// dequeue a token for return
//
// panic if no token available
func (x *yyLex) dequeue() int {
	if x.queueEmpty() {
		panic("token queue empty")
	}
	token := x.tokens[0]
	x.tokens = x.tokens[1:]
	return token
}

// Refill line
func (x *yyLex) refill() {
	var err error
	x.line, err = x.reader.ReadString('\n')
	if strings.HasSuffix(x.line, "\r\n") {
		x.line = x.line[:len(x.line)-2] + "\n"
	}
	if yyDebug >= 2 {
		fmt.Printf("line = %q, err = %v\n", x.line, err)
	}
	x.pos.Lineno += 1
	x.pos.ColOffset = 0
	if x.pos.Lineno == x.firstLine {
		x.pos.ColOffset = x.firstColOffset // alpyna patch: f-strings
	}
	switch err {
	case nil:
	case io.EOF:
		x.eof = true
	default:
		x.eof = true
		x.tokenError(py.SyntaxError, x.pos, "Error reading input: %v", err)
	}
	// If this is exec input, add a newline to the end of the
	// string if there isn't one already.
	if x.eof && x.exec && len(x.line) > 0 && x.line[len(x.line)-1] != '\n' {
		x.line += "\n"
	}
	x.lastLine = x.line
	x.srcLines = append(x.srcLines, x.line)
	if x.line != "" {
		x.lastLineno = x.pos.Lineno
		x.lastLineLen = len(strings.TrimRight(x.line, "\r\n"))
	}
}

// Finds the length of a space and tab seperated string
func countIndent(s string) int {
	if len(s) == 0 {
		return 0
	}
	// FIXME these rules don't actually implement the python3
	// lexing rules which state
	//
	// Indentation is rejected as inconsistent if a source file
	// mixes tabs and spaces in a way that makes the meaning
	// dependent on the worth of a tab in spaces; a TabError is
	// raised in that case
	indent := 0
	for _, c := range s {
		switch c {
		case ' ':
			indent++
		case '\t':
			// 012345678901234567
			// a       b
			//  a      b
			//   a     b
			//    a    b
			//     a   b
			//      a  b
			//       a b
			//        ab
			//         a       b
			indent += tabSize - (indent & (tabSize - 1))
		default:
			panic(py.ExceptionNewf(py.IndentationError, "unexpected indent"))
		}

	}
	return indent
}

var operators = map[string]int{
	// 1 Character operators
	"(": '(',
	")": ')',
	"[": '[',
	"]": ']',
	":": ':',
	",": ',',
	";": ';',
	"+": '+',
	"-": '-',
	"*": '*',
	"/": '/',
	"|": '|',
	"&": '&',
	"<": '<',
	">": '>',
	"=": '=',
	".": '.',
	"%": '%',
	"{": '{',
	"}": '}',
	"^": '^',
	"~": '~',
	"@": '@',

	// 2 Character operators
	"!=": PLINGEQ,
	"%=": PERCEQ,
	"&=": ANDEQ,
	"**": STARSTAR,
	"*=": STAREQ,
	"+=": PLUSEQ,
	"-=": MINUSEQ,
	"->": MINUSGT,
	"//": DIVDIV,
	"/=": DIVEQ,
	"<<": LTLT,
	"<=": LTEQ,
	"<>": LTGT,
	"==": EQEQ,
	">=": GTEQ,
	">>": GTGT,
	"^=": HATEQ,
	"|=": PIPEEQ,
	"@=": ATEQ,    // alpyna patch: PEP 465 matrix multiplication
	":=": COLONEQ, // alpyna patch: PEP 572 assignment expressions

	// 3 Character operators
	"**=": STARSTAREQ,
	"...": ELIPSIS,
	"//=": DIVDIVEQ,
	"<<=": LTLTEQ,
	">>=": GTGTEQ,
}

var tokens = map[string]int{
	// Reserved words
	"False":    FALSE,
	"None":     NONE,
	"True":     TRUE,
	"and":      AND,
	"as":       AS,
	"assert":   ASSERT,
	"break":    BREAK,
	"class":    CLASS,
	"continue": CONTINUE,
	"def":      DEF,
	"del":      DEL,
	"elif":     ELIF,
	"else":     ELSE,
	"except":   EXCEPT,
	"finally":  FINALLY,
	"for":      FOR,
	"from":     FROM,
	"global":   GLOBAL,
	"if":       IF,
	"import":   IMPORT,
	"in":       IN,
	"is":       IS,
	"lambda":   LAMBDA,
	"nonlocal": NONLOCAL,
	"not":      NOT,
	"or":       OR,
	"pass":     PASS,
	"raise":    RAISE,
	"return":   RETURN,
	"try":      TRY,
	"while":    WHILE,
	"with":     WITH,
	"yield":    YIELD,
}

var tokenToString map[int]string

// Make tokenToString map
func init() {
	tokenToString = make(map[int]string, len(operators)+len(tokens)+16)
	for k, v := range operators {
		tokenToString[v] = k
	}
	for k, v := range tokens {
		tokenToString[v] = k
	}
	tokenToString[eof] = "eof"
	tokenToString[eofError] = "eofError"
	tokenToString[NEWLINE] = "NEWLINE"
	tokenToString[ENDMARKER] = "ENDMARKER"
	tokenToString[NAME] = "NAME"
	tokenToString[INDENT] = "INDENT"
	tokenToString[DEDENT] = "DEDENT"
	tokenToString[STRING] = "STRING"
	tokenToString[NUMBER] = "NUMBER"
	tokenToString[FILE_INPUT] = "FILE_INPUT"
	tokenToString[SINGLE_INPUT] = "SINGLE_INPUT"
	tokenToString[EVAL_INPUT] = "EVAL_INPUT"
}

// True if there are any open brackets
func (x *yyLex) openBrackets() bool {
	return x.bracket != 0 || x.parenthesis != 0 || x.brace != 0
}

// States
const (
	readString = iota
	readIndent
	checkEmpty
	checkIndent
	parseTokens
	checkEof
	isEof
)

// A Token with value
type LexToken struct {
	token int
	value py.Object
	pos   ast.Pos
}

// Convert the yySymType and token into a LexToken
func newLexToken(token int, yylval *yySymType) (lt LexToken) {
	lt.token = token
	lt.pos = yylval.pos
	if token == NAME {
		lt.value = py.String(yylval.str)
	} else if token == STRING || token == NUMBER {
		lt.value = yylval.obj
	} else {
		lt.value = nil
	}
	return
}

// String a LexToken
func (lt *LexToken) String() string {
	name := tokenToString[lt.token]
	if lt.value == nil {
		return fmt.Sprintf("%q (%d) %d:%d", name, lt.token, lt.pos.Lineno, lt.pos.ColOffset)
	}
	return fmt.Sprintf("%q (%d) = %T{%v} %d:%d", name, lt.token, lt.value, lt.value, lt.pos.Lineno, lt.pos.ColOffset)
}

// An slice of LexToken~s
type LexTokens []LexToken

// Compare two LexTokens
func (as LexTokens) Eq(bs []LexToken) bool {
	if len(as) != len(bs) {
		return false
	}
	for i := range as {
		a := as[i]
		b := bs[i]
		if a != b {
			return false
		}
	}
	return true
}

// String a LexTokens
func (lts LexTokens) String() string {
	buf := new(bytes.Buffer)
	_, _ = buf.WriteString("[")
	for i := range lts {
		lt := lts[i]
		_, _ = buf.WriteString("{")
		_, _ = buf.WriteString(lt.String())
		_, _ = buf.WriteString("}, ")
	}
	_, _ = buf.WriteString("]")
	return buf.String()
}

// Queue any remaining DEDENTS
func (x *yyLex) queueDedents() {
	for i := len(x.indentStack) - 1; i >= 1; i-- {
		x.queue(DEDENT)
	}
	x.indentStack = x.indentStack[:1]
	x.altIndentStack = x.altIndentStack[:1]
}

// The parser calls this method to get each new token.  This
// implementation returns operators and NUM.
//
// alpyna patch: every token is kept for diagnosing a syntax error, and
// none is returned after the tokenizer found an error.
func (x *yyLex) Lex(yylval *yySymType) int {
	if x.tokErr != nil {
		return eof
	}
	token := x.lex(yylval)
	if x.tokErr != nil {
		return eof
	}
	t := lexToken{kind: token, pos: yylval.pos, str: yylval.str, depth: len(x.brackets)}
	if token == INDENT {
		t.indent = len(x.currentIndent)
	}
	if token != eof {
		x.toks = append(x.toks, t)
	}
	return token
}

func (x *yyLex) lex(yylval *yySymType) (ret int) {
	// Clear out the yySymType on each token (copied from rsc's cc)
	*yylval = yySymType{}
	x.yylval = yylval
	if yyDebug >= 2 {
		defer func() {
			lt := newLexToken(ret, yylval)
			fmt.Printf("LEX> %s\n", lt.String())
		}()
	}

	// Return queued tokens if there are any
	if !x.queueEmpty() {
		yylval.pos = x.pos
		return x.dequeue()
	}

	for {
		yylval.pos = x.pos
		switch x.state {
		case readString:
			// Read x.line
			x.refill()
			yylval.pos = x.pos
			x.state++
			if x.line == "" && x.eof {
				x.state = checkEof
				// During interactive input of statements an entirely blank logical
				// line (i.e. one containing not even whitespace or a comment)
				// terminates a multi-line statement.
				if x.interactive && !x.openBrackets() {
					x.queueDedents()
					x.queue(NEWLINE)
					return x.dequeue()
				}
				continue
			}
		case readIndent:
			// Read the initial indent and get rid of it
			trimmed := strings.TrimLeft(x.line, " \t")
			removed := len(x.line) - len(trimmed)
			x.currentIndent = x.line[:removed]
			x.pos.ColOffset += removed
			x.line = trimmed
			x.state++
		case checkEmpty:
			despaced := strings.TrimSpace(x.line) // remove other whitespace other than " \t"
			// Ignore line if just white space or whitespace then comment
			if despaced == "" || despaced[0] == '#' {
				x.state = checkEof
				continue
			}
			x.state++
		case checkIndent:
			x.state++
			// Don't output INDENT or DEDENT if brackets are open
			if x.openBrackets() {
				continue
			}
			// See if indent has changed and issue INDENT / DEDENT
			indent := countIndent(x.currentIndent)
			// alpyna patch: as CPython's tokenizer, measure the indent
			// again with tabs one column wide; where the two measures
			// disagree on the comparison, tabs and spaces are mixed in a
			// way that makes the meaning depend on the tab size.
			altIndent := len(x.currentIndent)
			tabError := func() int {
				x.tokenError(py.TabError, ast.Pos{Lineno: x.pos.Lineno}, "inconsistent use of tabs and spaces in indentation")
				x.tokErr.quiet = true
				return eof
			}
			i := len(x.indentStack) - 1
			indentStackTop := x.indentStack[i]
			if indent == indentStackTop {
				if altIndent != x.altIndentStack[i] {
					return tabError()
				}
				continue
			} else if indent > indentStackTop {
				if altIndent <= x.altIndentStack[i] {
					return tabError()
				}
				x.indentStack = append(x.indentStack, indent)
				x.altIndentStack = append(x.altIndentStack, altIndent)
				yylval.pos.ColOffset = 0 // Indents start at 0
				return INDENT
			} else {
				for ; i >= 0; i-- {
					if x.indentStack[i] == indent {
						goto foundIndent
					}
					x.queue(DEDENT)
				}
				// alpyna patch: CPython's message, at the end of the line.
				x.tokenError(py.IndentationError, ast.Pos{Lineno: x.pos.Lineno, ColOffset: len(strings.TrimRight(x.lastLine, "\r\n"))},
					"unindent does not match any outer indentation level")
				x.tokErr.quiet = true
				return eof
			foundIndent:
				if altIndent != x.altIndentStack[i] {
					return tabError()
				}
				x.indentStack = x.indentStack[:i+1]
				x.altIndentStack = x.altIndentStack[:i+1]
				return x.dequeue()
			}
		case parseTokens:
			// Skip white space
			trimmed := strings.TrimLeft(x.line, " \t")
			x.pos.ColOffset += len(x.line) - len(trimmed)
			x.line = trimmed

			// Peek next word
			if len(x.line) == 0 {
				x.state = checkEof
				continue
			}

			// Check if newline or comment reached
			if x.line[0] == '\n' || x.line[0] == '#' {
				x.state = checkEof
				// Don't output NEWLINE if brackets are open
				if x.openBrackets() {
					continue
				}
				yylval.pos = x.pos // alpyna patch: CPython's NEWLINE starts at the comment or newline
				return NEWLINE
			}

			// Check if continuation character
			if x.line[0] == '\\' && (len(x.line) <= 1 || x.line[1] == '\n') {
				// alpyna patch: a continuation at the end of the input
				// is CPython's "unexpected EOF", after the backslash.
				end := ast.Pos{Lineno: x.pos.Lineno, ColOffset: x.pos.ColOffset + 1}
				atEOF := x.eof
				if !atEOF {
					x.refill()
				}
				if atEOF || x.eof && strings.TrimSpace(x.line) == "" {
					x.tokenError(py.SyntaxError, end, "unexpected EOF while parsing")
					x.tokErr.quiet = true
					return eof
				}
				x.state = parseTokens
				continue
			}

			// Note start of token for parser
			yylval.pos = x.pos

			// Read a number if available
			token, value := x.readNumber()
			if token != eof {
				if token == eofError {
					return eof
				}
				yylval.obj = value
				return token
			}

			// Read a string if available
			token, value = x.readString()
			if token != eof {
				if token == eofError {
					return eof
				}
				yylval.obj = value
				return token
			}

			// Read a keyword or identifier if available
			token, str := x.readIdentifierOrKeyword()
			if token != eof {
				yylval.str = str
				return token
			}

			// Read an operator if available
			start := x.pos
			token = x.readOperator()
			if token != eof {
				// implement implicit line joining rules
				switch token {
				case '[':
					x.bracket++
				case ']':
					x.bracket--
				case '(':
					x.parenthesis++
				case ')':
					x.parenthesis--
				case '{':
					x.brace++
				case '}':
					x.brace--
				}
				if !x.matchBracket(token, start) {
					return eof
				}
				return token
			}

			// Nothing we recognise found
			x.unknownCharacter()
			return eof
		case checkEof:
			if x.eof && len(x.brackets) > 0 {
				// alpyna patch: CPython's tokenizer reports the
				// innermost bracket still open at the end of the input.
				open := x.brackets[len(x.brackets)-1]
				x.tokenError(py.SyntaxError, open.pos, "'%c' was never closed", open.ch)
				x.tokErr.eofInBrackets = true
				return eof
			}
			if x.eof {
				x.queueDedents()
				// then return ENDMARKER
				x.state = isEof
				if !x.interactive {
					x.queue(ENDMARKER)
				}
				if x.queueEmpty() {
					continue
				}
				return x.dequeue()
			}
			x.state = readString
		case isEof:
			return eof
		default:
			panic("Bad state")
		}
	}
}

// Can this rune start an identifier?
//
// identifier: `xid_start` `xid_continue`*
// id_start: <all characters in general categories Lu, Ll, Lt, Lm, Lo, Nl, the underscore, and characters with the Other_ID_Start property>
// id_continue: <all characters in `id_start`, plus characters in the categories Mn, Mc, Nd, Pc and others with the Other_ID_Continue property>
// xid_start: <all characters in `id_start` whose NFKC normalization is in "id_start xid_continue*">
// xid_continue: <all characters in `id_continue` whose NFKC normalization is in "id_continue*">
func isIdentifierStart(c rune) bool {
	switch {
	case c >= 'a' && c <= 'z':
		return true
	case c >= 'A' && c <= 'Z':
		return true
	case c == '_':
		return true
	case c < 128:
		return false
	case unicode.In(c, unicode.Lu, unicode.Ll, unicode.Lt, unicode.Lm, unicode.Lo, unicode.Nl):
		return true
	}
	return false
}

// Can this rune continue an identifier?
func isIdentifierChar(c rune) bool {
	switch {
	case c >= 'a' && c <= 'z':
		return true
	case c >= 'A' && c <= 'Z':
		return true
	case c >= '0' && c <= '9':
		return true
	case c == '_':
		return true
	case c < 128:
		return false
	case unicode.In(c, unicode.Lu, unicode.Ll, unicode.Lt, unicode.Lm, unicode.Lo, unicode.Nl, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc):
		return true
	}
	return false
}

// Cut i characters off the start of the line
//
// returns the characters cut
func (x *yyLex) cut(i int) (cut string) {
	cut, x.line = x.line[:i], x.line[i:]
	x.pos.ColOffset += i
	return cut
}

// Read an identifier
func (x *yyLex) readIdentifier() string {
	var i int
	var c rune
	for i, c = range x.line {
		if i == 0 {
			if !isIdentifierStart(c) {
				goto found
			}
		} else {
			if !isIdentifierChar(c) {
				goto found
			}
		}
	}
	i = len(x.line)
found:
	return x.cut(i)
}

// Read an identifier or keyword
func (x *yyLex) readIdentifierOrKeyword() (int, string) {
	identifier := x.readIdentifier()
	if identifier == "" {
		return eof, ""
	}
	token, ok := tokens[identifier]
	if ok {
		return token, identifier
	}
	return NAME, identifier
}

// Read operator - returns token or eof for not found
func (x *yyLex) readOperator() int {
	// Look for length 3, 2, 1 operators
	for i := 3; i >= 1; i-- {
		if len(x.line) >= i {
			op := x.line[:i]
			if tok, ok := operators[op]; ok {
				x.cut(i)
				return tok
			}
		}
	}
	return eof
}

// alpyna patch: digits may be grouped with single underscores (PEP 515,
// 1_000_000, 0x_ff, 1_0.5e1_0); the underscores are dropped before parsing.
const (
	digitPart  = `[0-9](?:_?[0-9])*`
	pointFloat = `((` + digitPart + `)?\.` + digitPart + `|` + digitPart + `\.)`
)

var (
	decimalInteger        = regexp.MustCompile(`^` + digitPart + `[jJ]?`)
	illegalDecimalInteger = regexp.MustCompile(`^0[0-9]*[1-9][0-9]*$`)
	octalInteger          = regexp.MustCompile(`^0[oO](?:_?[0-7])+`)
	hexInteger            = regexp.MustCompile(`^0[xX](?:_?[0-9a-fA-F])+`)
	binaryInteger         = regexp.MustCompile(`^0[bB](?:_?[01])+`)
	floatNumber           = regexp.MustCompile(`^((` + digitPart + `|` + pointFloat + `)[eE][+-]?` + digitPart + `|` + pointFloat + `)[jJ]?`)
)

// Read one of the many types of python number
//
// Returns eof for couldn't read number or eofError on a bad read
func (x *yyLex) readNumber() (token int, value py.Object) {
	// Quick check for this being a number
	if len(x.line) == 0 {
		return eof, nil
	}
	// Starts with a digit
	r0 := x.line[0]
	if '0' <= r0 && r0 <= '9' {
		goto isNumber
	}
	// Or starts with . then a digit
	if len(x.line) > 1 && r0 == '.' {
		if r1 := x.line[1]; '0' <= r1 && r1 <= '9' {
			goto isNumber
		}
	}
	return eof, nil

isNumber:
	var s string
	var err error
	// alpyna patch: CPython's errors for malformed literals.
	start := x.pos
	if len(x.line) >= 2 && x.line[0] == '0' && strings.IndexByte("xXoObB", x.line[1]) >= 0 && !x.checkPrefixedInteger(start) {
		return eofError, nil
	}
	if s = octalInteger.FindString(x.line); s != "" {
		value, err = py.IntFromString(strings.ReplaceAll(s[2:], "_", ""), 8)
		if err != nil {
			panic(err)
		}
	} else if s = hexInteger.FindString(x.line); s != "" {
		value, err = py.IntFromString(strings.ReplaceAll(s[2:], "_", ""), 16)
		if err != nil {
			panic(err)
		}
	} else if s = binaryInteger.FindString(x.line); s != "" {
		value, err = py.IntFromString(strings.ReplaceAll(s[2:], "_", ""), 2)
		if err != nil {
			panic(err)
		}
	} else if s = floatNumber.FindString(x.line); s != "" {
		last := s[len(s)-1]
		imaginary := false
		toParse := strings.ReplaceAll(s, "_", "")
		if last == 'j' || last == 'J' {
			imaginary = true
			toParse = toParse[:len(toParse)-1]
		}
		value, err = py.FloatFromString(toParse)
		if err != nil {
			panic(err)
		}
		if imaginary {
			value = py.Complex(complex(0, value.(py.Float)))
		}
	} else if s = decimalInteger.FindString(x.line); s != "" {
		last := s[len(s)-1]
		digits := strings.ReplaceAll(s, "_", "")
		if last == 'j' || last == 'J' {
			toParse := digits[:len(digits)-1]
			value, err = py.FloatFromString(toParse)
			if err != nil {
				panic(err)
			}
			value = py.Complex(complex(0, value.(py.Float)))
		} else {
			// Discard numbers with leading 0 except all 0s
			if illegalDecimalInteger.FindString(digits) != "" {
				x.tokenError(py.SyntaxError, start, "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers")
				return eofError, nil
			}
			value, err = py.IntFromString(digits, 10)
			if err != nil {
				panic(err)
			}

		}
	} else {
		panic("Unparsed number")
	}
	if !x.checkNumberEnd(s, start) {
		return eofError, nil
	}
	x.cut(len(s))
	token = NUMBER
	return
}

// Read one of the many types of python string
//
// May return eof to skip to next matcher, or eofError indicating there was a problem
func (x *yyLex) readString() (token int, value py.Object) {
	// Quick check for this being a string
	if len(x.line) == 0 {
		return eof, nil
	}
	r0 := x.line[0]
	r1 := byte(0)
	r2 := byte(0)
	if len(x.line) >= 2 {
		r1 = x.line[1]
		if len(x.line) >= 3 {
			r2 = x.line[2]
		}
	}

	start := x.pos      // alpyna patch: where CPython reports an unterminated string
	rawString := false  // whether we are parsing a r"" string
	byteString := false // whether we are parsing a b"" string
	fString := false    // whether we are parsing a f"" string
	// u"" strings are just normal strings so we ignore that qualifier
	isQuote := func(c byte) bool { return c == '\'' || c == '"' }
	isF := func(c byte) bool { return c == 'f' || c == 'F' }
	isR := func(c byte) bool { return c == 'r' || c == 'R' }

	// Start of string
	if r0 == '\'' || r0 == '"' {
		goto found
	}
	// Or start of r"" u"" b""
	if (r0 == 'r' || r0 == 'R') && (r1 == '\'' || r1 == '"') {
		rawString = true
		x.cut(1)
		goto found
	}
	if (r0 == 'b' || r0 == 'B') && (r1 == '\'' || r1 == '"') {
		byteString = true
		x.cut(1)
		goto found
	}
	if (r0 == 'u' || r0 == 'U') && (r1 == '\'' || r1 == '"') {
		x.cut(1)
		goto found
	}
	// Or start of br"" Br"" bR"" BR"" rb"" rB"" Rb"" RB""
	if (r0 == 'r' || r0 == 'R') && (r1 == 'b' || r1 == 'B') && (r2 == '\'' || r2 == '"') {
		rawString = true
		byteString = true
		x.cut(2)
		goto found
	}
	if (r0 == 'b' || r0 == 'B') && (r1 == 'r' || r1 == 'R') && (r2 == '\'' || r2 == '"') {
		rawString = true
		byteString = true
		x.cut(2)
		goto found
	}
	// alpyna patch: f"" F"" and rf"" fr"" in any case
	if isF(r0) && isQuote(r1) {
		fString = true
		x.cut(1)
		goto found
	}
	if (isF(r0) && isR(r1) || isR(r0) && isF(r1)) && isQuote(r2) {
		fString = true
		rawString = true
		x.cut(2)
		goto found
	}
	return eof, nil
found:
	multiLineString := false
	stringEnd := ""

	// Use x.rawString and x.byteString flags
	// Parse "x" """x""" 'x' '''x'''
	if strings.HasPrefix(x.line, `"""`) {
		stringEnd = `"""`
		x.cut(3)
		multiLineString = true
	} else if strings.HasPrefix(x.line, `'''`) {
		stringEnd = `'''`
		x.cut(3)
		multiLineString = true
	} else if strings.HasPrefix(x.line, `"`) {
		stringEnd = `"`
		x.cut(1)
	} else if strings.HasPrefix(x.line, `'`) {
		stringEnd = `'`
		x.cut(1)
	} else {
		panic("Bad string start")
	}
	bodyPos := x.pos // alpyna patch: where an f-string's body starts
	buf := new(bytes.Buffer)
	for {
		escape := false
		for i, c := range x.line {
			if escape {
				// Continuation line - remove \ then continue
				if c == '\n' {
					if fString {
						// alpyna patch: keep the f-string body verbatim
						// so positions in it map to the file; the
						// escape is decoded with the literal text.
						buf.WriteByte('\n')
					} else {
						buf.Truncate(buf.Len() - 1)
					}
					goto readMore
				}
				_, _ = buf.WriteRune(c)
				escape = false
			} else {
				if strings.HasPrefix(x.line[i:], stringEnd) {
					x.cut(i + len(stringEnd))
					goto foundEndOfString
				}
				if c == '\\' {
					escape = true
				}
				if !multiLineString && c == '\n' {
					break
				}
				_, _ = buf.WriteRune(c)
			}
		}
		if !multiLineString {
			x.tokenError(py.SyntaxError, start, "unterminated string literal (detected at line %d)", x.pos.Lineno)
			return eofError, nil
		}
	readMore:
		// The string goes on past the last line when there is none
		// after this one, or the next one is the empty end of input.
		lastScanned := x.eof
		if !lastScanned {
			x.refill()
		}
		if lastScanned || x.eof && x.line == "" {
			if multiLineString {
				x.tokenError(py.SyntaxError, start, "unterminated triple-quoted string literal (detected at line %d)", x.lastLineno)
			} else {
				x.tokenError(py.SyntaxError, start, "unterminated string literal (detected at line %d)", x.lastLineno)
			}
			return eofError, nil
		}
	}
foundEndOfString:
	if fString {
		// alpyna patch: split the f-string into literals and fields
		value, err := parseFString(buf.String(), rawString, bodyPos, x.filename)
		if err != nil {
			x.tokenError(py.SyntaxError, err.pos, "%s", err.msg)
			return eofError, nil
		}
		return STRING, value
	}
	if !rawString {
		var err error
		buf, err = DecodeEscape(buf, byteString)
		if err != nil {
			x.tokenError(py.SyntaxError, start, "Decode error: %v", err)
			return eofError, nil
		}
	}
	if byteString {
		return STRING, py.Bytes(buf.Bytes())
	}
	return STRING, py.String(buf.String())
}

// The parser calls this method on a parse error: the last token read is
// one it cannot shift (alpyna patch: errors.go says which error CPython
// reports there).
func (x *yyLex) Error(s string) {
	x.error = true
	x.parseFailed = true
	if yyDebug >= 1 {
		log.Printf("Parse error: %s", s)
		log.Printf("Parse buffer %q", x.line)
		log.Printf("State %#v", x)
	}
}

// SyntaxError records an error a grammar action found, where the lexer
// is.
func (x *yyLex) SyntaxError(s string) {
	x.grammarError(x.pos, "%s", s)
}

// Call this to write formatted errors
func (x *yyLex) SyntaxErrorf(format string, a ...interface{}) {
	x.SyntaxError(fmt.Sprintf(format, a...))
}

// ErrorReturn returns the SyntaxError of the input read so far, or nil.
func (x *yyLex) ErrorReturn() error {
	if e := x.syntaxErr(); e != nil {
		return e.exception(x.filename, x.srcLines)
	}
	return nil
}

// Set the debug level 0 = off, 4 = max
func SetDebug(level int) {
	yyDebug = level
}

// Parse a file
func Parse(in io.Reader, filename string, mode py.CompileMode) (mod ast.Mod, err error) {
	lex, err := NewLex(in, filename, mode)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			err = py.MakeSyntaxError(r, filename, lex.pos.Lineno, lex.pos.ColOffset, lex.lastLine)
		}
	}()
	yyParse(lex)
	if err = lex.ErrorReturn(); err != nil {
		return nil, err
	}
	return lex.mod, nil
}

// Parse a string
func ParseString(in string, mode py.CompileMode) (ast.Ast, error) {
	return Parse(bytes.NewBufferString(in), "<string>", mode)
}

// Lex a file only, returning a sequence of tokens
func Lex(in io.Reader, filename string, mode py.CompileMode) (lts LexTokens, err error) {
	lex, err := NewLex(in, filename, mode)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			err = py.MakeSyntaxError(r, filename, lex.pos.Lineno, lex.pos.ColOffset, lex.lastLine)
		}
	}()
	yylval := yySymType{}
	for {
		ret := lex.Lex(&yylval)
		if ret == eof {
			break
		}
		lt := newLexToken(ret, &yylval)
		lts = append(lts, lt)
	}
	err = lex.ErrorReturn()
	return
}

// Lex a string
func LexString(in string, mode py.CompileMode) (lts LexTokens, err error) {
	return Lex(bytes.NewBufferString(in), "<string>", mode)
}

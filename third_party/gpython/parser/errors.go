// Copyright 2026 The alpyna Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package parser

// alpyna patch: CPython 3.11's syntax errors.
//
// CPython 3.11 finds a syntax error in three steps, and this file follows
// them on gpython's LALR parser:
//
//  1. The tokenizer raises its own errors as it reads (unterminated
//     strings, bad numbers, unmatched brackets, inconsistent indentation);
//     the lexer records them in tokErr and ends the token stream.
//  2. When the parser meets a token it cannot shift, CPython parses again
//     with its "invalid_" rules, which recognise the usual mistakes
//     (a missing ':' or comma, '=' for '==', print without parentheses, a
//     block without indentation). diagnose does the same from the tokens
//     around the failing one; grammar actions report the targets that
//     cannot be assigned (targetError, assignError).
//  3. CPython then tokenizes the rest of the source: a tokenizer error
//     further on wins, and so does a bracket left open before the line of
//     the error (scanRest).
//
// Positions are those of CPython's SyntaxError: line, and offset minus one
// as gpython's 0-based column (the lexer's columns count bytes; the
// exception's offset counts characters, as CPython's).

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// A syntaxError is one error with CPython's class, message and position.
type syntaxError struct {
	kind *py.Type // py.SyntaxError, py.IndentationError or py.TabError
	msg  string
	pos  ast.Pos // ColOffset is CPython's offset minus one

	// eofInBrackets marks "'(' was never closed" found at the end of the
	// input, which a parser error on the bracket's own line keeps.
	eofInBrackets bool
	// quiet marks the tokenizer errors CPython raises only when the
	// parser asks for the token (inconsistent dedent, TabError, a
	// character after a line continuation): they do not replace an
	// error found before them.
	quiet bool
	// readsOn marks a hint CPython confirms by parsing the expression
	// after the failing token: a bracket left open to the end of the
	// input stops it first.
	readsOn bool
	// final marks "unexpected indent", which CPython reports without
	// reading the rest of the input.
	final bool
	// opens marks an error at an opening bracket, into which CPython
	// parses on when an expression follows.
	opens bool
	// readsNext marks a hint CPython confirms by reading the token after
	// the failing one: the end of the input in a bracket stops it.
	readsNext bool
}

// exception makes the Python exception Parse returns. Its offset counts
// characters, as CPython's does, where the lexer counts bytes.
func (e *syntaxError) exception(filename string, lines []string) *py.Exception {
	line, offset := "", e.pos.ColOffset
	if e.pos.Lineno >= 1 && e.pos.Lineno <= len(lines) {
		line = lines[e.pos.Lineno-1]
	}
	if offset > 0 && offset <= len(line) {
		offset = utf8.RuneCountInString(line[:offset])
	}
	return py.MakeSyntaxError(py.ExceptionNewf(e.kind, "%s", e.msg), filename, e.pos.Lineno, offset, line)
}

// A lexToken is a token the lexer returned, kept for diagnosing.
type lexToken struct {
	kind   int
	pos    ast.Pos
	str    string // the name, for NAME
	depth  int    // brackets open after the token
	indent int    // for INDENT: the width of the indentation in bytes
}

// An openBracket is a bracket not closed yet.
type openBracket struct {
	ch  byte
	pos ast.Pos
}

// tokenError records an error of the tokenizer; the first one stays.
func (x *yyLex) tokenError(kind *py.Type, pos ast.Pos, format string, a ...interface{}) {
	if x.tokErr == nil {
		x.tokErr = &syntaxError{kind: kind, msg: fmt.Sprintf(format, a...), pos: pos}
	}
	x.error = true
}

// grammarError records an error a grammar action found at pos; the first
// one stays.
func (x *yyLex) grammarError(pos ast.Pos, format string, a ...interface{}) {
	if x.grammarErr == nil {
		x.grammarErr = &syntaxError{kind: py.SyntaxError, msg: fmt.Sprintf(format, a...), pos: pos}
	}
	x.error = true
}

// eofPos is where CPython reports an error found at the end of the input:
// the end of the last line read.
func (x *yyLex) eofPos() ast.Pos {
	return ast.Pos{Lineno: x.lastLineno, ColOffset: x.lastLineLen}
}

// syntaxErr is the error of the parse, or nil: a tokenizer error, else
// the first error of a grammar action, else the diagnosis of the token
// the parser could not shift, unless the rest of the source has an error
// that CPython reports first.
func (x *yyLex) syntaxErr() *syntaxError {
	if x.tokErr != nil {
		return x.tokErr
	}
	var err *syntaxError
	switch {
	case x.grammarErr != nil:
		err = x.grammarErr
	case x.parseFailed:
		err = x.diagnose()
	case x.error:
		err = &syntaxError{kind: py.SyntaxError, msg: "invalid syntax", pos: x.pos}
	default:
		return nil
	}
	_, last := x.failedToken()
	if rest := x.scanRest(last, err); rest != nil && !err.final {
		err = rest
	}
	if x.interactive && x.incomplete(err, last) {
		// gpython's REPL reads another line after this message.
		return &syntaxError{kind: py.SyntaxError, msg: "unexpected EOF while parsing", pos: err.pos}
	}
	return err
}

// incomplete reports whether err, found with last the last token read,
// is interactive input that more lines could complete: an error at the
// end of the input, an open bracket or triple-quoted string, a block
// header without its block.
func (x *yyLex) incomplete(err *syntaxError, last lexToken) bool {
	switch {
	case err.eofInBrackets, strings.HasPrefix(err.msg, "unterminated triple-quoted"), strings.HasPrefix(err.msg, "expected an indented block"):
		return true
	case err == x.tokErr:
		return false
	}
	return x.parseFailed && x.eof && x.line == "" && (last.kind == NEWLINE || last.kind == DEDENT || last.kind == ENDMARKER)
}

// scanRest reads the tokens after the error, as CPython does once it has
// one: a tokenizer error there wins, and so does a bracket still open at
// the end of the input when it was opened on a line before the one of
// last (the last token the parser read), or when the error's hint reads
// on to the end of the input (readsOn, readsNext, opens).
func (x *yyLex) scanRest(last lexToken, err *syntaxError) *syntaxError {
	if x.interactive {
		return nil
	}
	failed := len(x.toks)
	x.error = false
	var yylval yySymType
	for !x.error {
		if x.Lex(&yylval) == eof {
			break
		}
	}
	e := x.tokErr
	switch {
	case e == nil || e.quiet:
		return nil
	case !e.eofInBrackets:
		return e
	case e.pos.Lineno < last.pos.Lineno, err.readsOn, err.readsNext && len(x.toks) == failed:
		return e
	case err.opens && len(x.toks) > failed && startsExpression(x.toks[failed].kind):
		return e
	}
	return nil
}

// startDepth is the number of brackets open where token t starts (an
// opening bracket's own depth counts it).
func startDepth(t lexToken) int {
	switch t.kind {
	case '(', '[', '{':
		return t.depth - 1
	}
	return t.depth
}

// failedToken is the token the parser could not shift: the last one read.
func (x *yyLex) failedToken() (int, lexToken) {
	i := len(x.toks) - 1
	if i < 0 {
		return -1, lexToken{kind: ENDMARKER, pos: x.eofPos()}
	}
	return i, x.toks[i]
}

// blockKinds names the compound statements for "expected an indented
// block after ...", by their first token.
var blockKinds = map[int]string{
	IF:      "'if' statement",
	ELIF:    "'elif' statement",
	ELSE:    "'else' statement",
	WHILE:   "'while' statement",
	FOR:     "'for' statement",
	TRY:     "'try' statement",
	EXCEPT:  "'except' statement",
	FINALLY: "'finally' statement",
	WITH:    "'with' statement",
	DEF:     "function definition",
	CLASS:   "class definition",
}

// diagnose finds CPython's message for the token the parser could not
// shift, trying the mistakes CPython's invalid_ rules recognise in the
// order it meets them, and otherwise "invalid syntax" at that token.
func (x *yyLex) diagnose() *syntaxError {
	i, f := x.failedToken()
	at := func(pos ast.Pos, format string, a ...interface{}) *syntaxError {
		return &syntaxError{kind: py.SyntaxError, msg: fmt.Sprintf(format, a...), pos: pos}
	}
	if i < 0 {
		return at(f.pos, "invalid syntax")
	}
	if f.kind == INDENT {
		return &syntaxError{kind: py.IndentationError, msg: "unexpected indent", pos: ast.Pos{Lineno: f.pos.Lineno, ColOffset: f.indent - 1}, final: true}
	}
	atEOF := f.kind == ENDMARKER || f.kind == DEDENT && x.eof && x.line == ""
	// A block header's ':' and NEWLINE not followed by an indented block.
	if i >= 2 && x.toks[i-1].kind == NEWLINE && x.toks[i-2].kind == ':' {
		head := x.toks[x.statementStart(i-2)]
		if what, ok := blockKinds[head.kind]; ok {
			pos := f.pos
			switch {
			case atEOF:
				pos = x.eofPos()
			case f.kind == DEDENT:
				pos.ColOffset-- // CPython's offset for a DEDENT is the indent's width
			}
			return &syntaxError{kind: py.IndentationError, msg: fmt.Sprintf("expected an indented block after %s on line %d", what, head.pos.Lineno), pos: pos}
		}
	}
	start := x.statementStart(i)
	if e := x.headerError(start, i); e != nil {
		return e
	}
	if f.kind == '=' {
		if e := x.assignmentInExpression(i); e != nil {
			return e
		}
	}
	if i > start && startsExpression(f.kind) && f.kind != '(' {
		prev := x.toks[i-1]
		if prev.kind == NAME && (prev.str == "print" || prev.str == "exec") && (i-1 == start || stopsExpression(x.toks[i-2].kind)) {
			e := at(prev.pos, "Missing parentheses in call to '%s'. Did you mean %s(...)?", prev.str, prev.str)
			e.readsOn = true
			return e
		}
		if endsExpression(prev.kind) && startDepth(f) > 0 && !x.inParameters(start, i) {
			if a, ok := x.commaHint(i); ok {
				e := at(x.toks[a].pos, "invalid syntax. Perhaps you forgot a comma?")
				e.readsNext = true
				return e
			}
		}
	}
	if f.kind == COLONEQ && i > start {
		if what := x.primaryKind(start, i); what != "" {
			// CPython's invalid_named_expression at a statement's start.
			return at(x.toks[start].pos, "cannot use assignment expressions with %s", what)
		}
	}
	if e := x.parameterOrderError(start, i); e != nil {
		return e
	}
	if a, ok := x.ifWithoutElse(start, i); ok {
		return at(x.toks[a].pos, "expected 'else' after 'if' expression")
	}
	if i >= 2 && (f.kind == ')' || f.kind == ',') && x.toks[i-1].kind == '=' && startDepth(x.toks[i-1]) > 0 {
		// CPython's invalid_kwarg: `f(x=)`, at the argument's start.
		a := i - 2
		for a > 0 && (x.toks[a-1].depth > x.toks[i-1].depth || x.toks[a-1].depth == x.toks[i-1].depth && x.toks[a-1].kind != ',' && x.toks[a-1].kind != '(') {
			a--
		}
		if a < i-1 {
			return at(x.toks[a].pos, "expression cannot contain assignment, perhaps you meant \"==\"?")
		}
	}
	if atEOF {
		return at(ast.Pos{Lineno: x.lastLineno, ColOffset: -1}, "invalid syntax")
	}
	e := at(f.pos, "invalid syntax")
	switch x.toks[start].kind {
	case IMPORT, FROM, DEF, CLASS:
	default:
		e.opens = f.kind == '(' || f.kind == '[' || f.kind == '{'
	}
	return e
}

// inParameters reports whether token i is inside the parameters of the
// def that starts at token start, where CPython expects no expression.
func (x *yyLex) inParameters(start, i int) bool {
	if x.toks[start].kind != DEF || i <= start+2 || x.toks[start+2].kind != '(' {
		return false
	}
	for _, t := range x.toks[start+3 : i] {
		if t.depth == 0 {
			return false // after the ')'
		}
	}
	return startDepth(x.toks[i]) == 1
}

// primaryKind says how CPython names the expression of tokens
// [start, i) when they are one primary other than a plain name: a literal,
// or a name followed by attributes, subscripts and calls ("attribute",
// "subscript", "function call"); "" for anything else (alpyna patch).
func (x *yyLex) primaryKind(start, i int) string {
	toks := x.toks[start:i]
	if len(toks) == 1 {
		switch toks[0].kind {
		case NUMBER, STRING:
			return "literal"
		}
		return ""
	}
	if toks[0].kind != NAME {
		return ""
	}
	depth := startDepth(toks[0])
	what := ""
	for j := 1; j < len(toks); j++ {
		t := toks[j]
		switch {
		case t.kind == '.' && startDepth(t) == depth && j+1 < len(toks) && toks[j+1].kind == NAME:
			what = "attribute"
			j++
		case (t.kind == '[' || t.kind == '(') && startDepth(t) == depth:
			// Skip to the matching bracket.
			k := j + 1
			for k < len(toks) && startDepth(toks[k]) > depth {
				k++
			}
			if k == len(toks) {
				return ""
			}
			what = "subscript"
			if t.kind == '(' {
				what = "function call"
			}
			j = k
		default:
			return ""
		}
	}
	return what
}

// parameterOrderError is CPython's invalid_parameters for `*` and `**`
// (alpyna patch): in the parameters of a def or lambda, failing token i
// after `**kwargs,` is "arguments cannot follow var-keyword argument", a
// second `*` is "* argument may appear only once", both at token i.
func (x *yyLex) parameterOrderError(start, i int) *syntaxError {
	f := x.toks[i]
	depth := startDepth(f)
	from := -1
	if x.inParameters(start, i) {
		from = start + 3
	} else {
		// The innermost lambda at this depth whose ':' is not yet read.
		for j := i - 1; j >= start; j-- {
			t := x.toks[j]
			if startDepth(t) < depth {
				break
			}
			if startDepth(t) != depth {
				continue
			}
			if t.kind == ':' {
				break
			}
			if t.kind == LAMBDA {
				from = j + 1
				break
			}
		}
	}
	if from < 0 {
		return nil
	}
	star, starstar := false, false
	for _, t := range x.toks[from:i] {
		if startDepth(t) != depth {
			continue
		}
		switch t.kind {
		case '*':
			star = true
		case STARSTAR:
			starstar = true
		}
	}
	switch {
	case starstar && x.toks[i-1].kind == ',':
		return &syntaxError{kind: py.SyntaxError, msg: "arguments cannot follow var-keyword argument", pos: f.pos}
	case star && f.kind == '*':
		return &syntaxError{kind: py.SyntaxError, msg: "* argument may appear only once", pos: f.pos}
	}
	return nil
}

// nextStatementPos is where the token the parser looks at starts, or the
// end of the input's position when there is none.
func (x *yyLex) nextStatementPos() ast.Pos {
	i, t := x.failedToken()
	if i < 0 || t.kind == ENDMARKER || t.kind == DEDENT && x.eof && x.line == "" {
		return x.eofPos()
	}
	return t.pos
}

// statementStart is the index of the first token of the logical line
// holding token i: the one after the last NEWLINE, INDENT, DEDENT or ';'
// outside brackets.
func (x *yyLex) statementStart(i int) int {
	for j := i - 1; j >= 0; j-- {
		switch t := x.toks[j]; t.kind {
		case NEWLINE, INDENT, DEDENT, FILE_INPUT, EVAL_INPUT, SINGLE_INPUT:
			return j + 1
		case ';':
			if t.depth == 0 {
				return j + 1
			}
		}
	}
	return 0
}

// headerError is "expected ':'" (or "expected '('" after def's name) for
// a compound statement's header, which CPython reports where the missing
// token should be: at the end of the line for if, elif, while, for, with,
// class and except; at the next token for def, else, try and finally.
func (x *yyLex) headerError(start, i int) *syntaxError {
	f := x.toks[i]
	expected := func(what string) *syntaxError {
		return &syntaxError{kind: py.SyntaxError, msg: "expected '" + what + "'", pos: f.pos}
	}
	hasColon := func() bool {
		for _, t := range x.toks[start:i] {
			if t.kind == ':' && t.depth == 0 {
				return true
			}
		}
		return false
	}
	switch x.toks[start].kind {
	case EXCEPT:
		if f.kind == NEWLINE && !hasColon() {
			return expected(":")
		}
	case FOR:
		// After `for targets in iterable`: an 'in' with something after it.
		in := -1
		for j := start + 1; j < i; j++ {
			if x.toks[j].kind == IN && x.toks[j].depth == 0 {
				in = j
				break
			}
		}
		if f.kind == NEWLINE && in > start+1 && in < i-1 && !hasColon() {
			return expected(":")
		}
	case IF, ELIF, WHILE, WITH, CLASS:
		if f.kind == NEWLINE && i > start+1 && !hasColon() {
			return expected(":")
		}
	case ELSE, TRY, FINALLY:
		if i == start+1 && f.kind != ':' {
			return expected(":")
		}
	case DEF:
		if i == start+2 && x.toks[start+1].kind == NAME && f.kind != '(' {
			return expected("(")
		}
		// After the parameters' ')' (and any '-> annotation'), before ':'.
		if f.depth == 0 && f.kind != ':' && !hasColon() && i > start+2 {
			closed := false
			for _, t := range x.toks[start+2 : i] {
				if t.kind == ')' && t.depth == 0 {
					closed = true
				}
			}
			if closed && (x.toks[i-1].kind == ')' || f.kind == NEWLINE) {
				return expected(":")
			}
		}
	}
	return nil
}

// assignmentInExpression is CPython's invalid_named_expression: '=' where
// an expression is expected, after a name ("Maybe you meant '==' or
// ':='") or after another expression ("cannot assign to ... here").
func (x *yyLex) assignmentInExpression(i int) *syntaxError {
	depth := x.toks[i].depth
	s := i
	for s > 0 {
		t := x.toks[s-1]
		if t.depth < depth || t.depth == depth && !continuesBitwiseOr(t.kind) {
			break
		}
		s--
	}
	if s == i || s == 0 {
		return nil
	}
	switch x.toks[s-1].kind {
	case '(', '[', '{', ',', IF, ELIF, WHILE:
	default:
		return nil
	}
	e := x.parseExpression(s, i)
	if e == nil {
		return nil
	}
	if _, ok := e.(*ast.Name); ok {
		return &syntaxError{kind: py.SyntaxError, msg: "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", pos: x.toks[s].pos, readsOn: true}
	}
	if !namedExpressionTarget(e) {
		return nil
	}
	return &syntaxError{kind: py.SyntaxError, msg: fmt.Sprintf("cannot assign to %s here. Maybe you meant '==' instead of '='?", exprName(e)), pos: x.toks[s].pos, readsOn: true}
}

// commaHint is CPython's invalid_expression inside brackets: two
// expressions side by side. It returns the index of the first one's
// first token, and false where CPython gives no hint (after 'if', in a
// comprehension's 'for ... in', or a name followed by a string).
func (x *yyLex) commaHint(i int) (int, bool) {
	depth := startDepth(x.toks[i])
	// inComprehension reports whether a 'for' at this depth comes before
	// token j, which makes an 'in' at j a comprehension's.
	inComprehension := func(j int) bool {
		for ; j >= 0 && x.toks[j].depth >= depth; j-- {
			if x.toks[j].depth == depth && x.toks[j].kind == FOR {
				return true
			}
		}
		return false
	}
	a := i - 1
	for a > 0 {
		t := x.toks[a-1]
		if t.depth < depth || t.depth == depth && stopsDisjunction(t.kind) {
			break
		}
		if t.depth == depth && t.kind == IN && inComprehension(a-2) {
			return 0, false // a comprehension's iterable is a disjunction
		}
		a--
	}
	if a > 0 {
		switch x.toks[a-1].kind {
		case IF, FOR, LAMBDA:
			return 0, false
		}
	}
	if x.toks[a].kind == NAME && x.toks[a+1].kind == STRING {
		return 0, false
	}
	return a, true
}

// ifWithoutElse is CPython's `disjunction 'if' disjunction` not
// followed by 'else' (or ':'): a conditional expression without its else,
// ended by token i. It returns the index of the first token of the
// expression before 'if'.
func (x *yyLex) ifWithoutElse(start, i int) (int, bool) {
	f := x.toks[i]
	if f.kind == ELSE || f.kind == ':' {
		return 0, false
	}
	depth := f.depth // of the expression that token i ends
	switch f.kind {
	case ')', ']', '}':
		depth++
	}
	k := i - 1
	for ; k > start; k-- {
		t := x.toks[k]
		if t.depth < depth || t.depth == depth && (t.kind == ELSE || t.kind == FOR || t.kind == LAMBDA) {
			return 0, false
		}
		if t.depth == depth && t.kind == IF {
			break
		}
	}
	if k <= start || !endsExpression(x.toks[k-1].kind) {
		return 0, false
	}
	a := k - 1
	for a > start {
		t := x.toks[a-1]
		if t.depth < depth || t.depth == depth && stopsDisjunction(t.kind) {
			break
		}
		a--
	}
	return a, true
}

// parseExpression parses tokens [s, e) again, from the source text, as
// one expression; nil when they are not one.
func (x *yyLex) parseExpression(s, e int) ast.Expr {
	from, to := x.toks[s].pos, x.toks[e].pos
	if from.Lineno < 1 || to.Lineno > len(x.srcLines) {
		return nil
	}
	var b strings.Builder
	for l := from.Lineno; l <= to.Lineno; l++ {
		line := x.srcLines[l-1]
		lo, hi := 0, len(line)
		if l == from.Lineno {
			lo = from.ColOffset - x.colBase(l)
		}
		if l == to.Lineno {
			hi = to.ColOffset - x.colBase(l)
		}
		if lo < 0 || hi > len(line) || lo > hi {
			return nil
		}
		b.WriteString(line[lo:hi])
	}
	lex, err := NewLex(strings.NewReader("("+b.String()+")"), "", py.EvalMode)
	if err != nil {
		return nil
	}
	defer func() { _ = recover() }()
	yyParse(lex)
	if lex.error {
		return nil
	}
	if m, ok := lex.mod.(*ast.Expression); ok {
		return m.Body
	}
	return nil
}

// colBase is the column the lexer gave the first byte of line l (not 0
// in an f-string's nested lexer).
func (x *yyLex) colBase(l int) int {
	if l == x.firstLine {
		return x.firstColOffset
	}
	return 0
}

// startsExpression reports whether a token can begin an expression.
func startsExpression(kind int) bool {
	switch kind {
	case NAME, NUMBER, STRING, '(', '[', '{', NONE, TRUE, FALSE, ELIPSIS, LAMBDA, '~':
		return true
	}
	return false
}

// endsExpression reports whether a token can end an expression.
func endsExpression(kind int) bool {
	switch kind {
	case NAME, NUMBER, STRING, ')', ']', '}', NONE, TRUE, FALSE, ELIPSIS:
		return true
	}
	return false
}

// stopsExpression reports whether an expression may begin after a token
// (a statement's start, an opening bracket, a separator, an operator).
func stopsExpression(kind int) bool {
	return !endsExpression(kind)
}

// continuesBitwiseOr reports whether a token can be inside a bitwise_or
// expression (CPython's operand of '=' in invalid_named_expression),
// brackets aside.
func continuesBitwiseOr(kind int) bool {
	switch kind {
	case NAME, NUMBER, STRING, NONE, TRUE, FALSE, ELIPSIS, ')', ']', '}', '.',
		'|', '^', '&', LTLT, GTGT, '+', '-', '*', '/', DIVDIV, '%', '@', '~', STARSTAR:
		return true
	}
	return false
}

// stopsDisjunction reports whether a token ends a disjunction scanned
// backwards: a separator or a keyword that starts another part.
func stopsDisjunction(kind int) bool {
	switch kind {
	case '(', '[', '{', ',', ':', '=', IF, ELSE, FOR, LAMBDA, YIELD, RETURN, FROM,
		PLUSEQ, MINUSEQ, STAREQ, DIVEQ, PERCEQ, ANDEQ, PIPEEQ, HATEQ, LTLTEQ, GTGTEQ, STARSTAREQ, DIVDIVEQ, ATEQ,
		NEWLINE, INDENT, DEDENT, ';', ASSERT, DEL, RAISE:
		return true
	}
	return false
}

// namedExpressionTarget reports whether CPython's invalid_named_expression
// names e "here": a bitwise_or that is not a list, tuple, generator or
// True, False or None.
func namedExpressionTarget(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.List, *ast.Tuple, *ast.GeneratorExp, *ast.BoolOp, *ast.Compare, *ast.IfExp, *ast.Lambda, *ast.Starred, *ast.Yield, *ast.YieldFrom:
		return false
	case *ast.UnaryOp:
		return e.Op != ast.Not
	case *ast.NameConstant:
		return false
	}
	return true
}

// exprName is CPython's _PyPegen_get_expr_name: how messages name e.
func exprName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Attribute:
		return "attribute"
	case *ast.Subscript:
		return "subscript"
	case *ast.Starred:
		return "starred"
	case *ast.Name:
		return "name"
	case *ast.List:
		return "list"
	case *ast.Tuple:
		return "tuple"
	case *ast.Lambda:
		return "lambda"
	case *ast.Call:
		return "function call"
	case *ast.BoolOp, *ast.BinOp, *ast.UnaryOp:
		return "expression"
	case *ast.GeneratorExp:
		return "generator expression"
	case *ast.Yield, *ast.YieldFrom:
		return "yield expression"
	case *ast.ListComp:
		return "list comprehension"
	case *ast.SetComp:
		return "set comprehension"
	case *ast.DictComp:
		return "dict comprehension"
	case *ast.Dict:
		return "dict literal"
	case *ast.Set:
		return "set display"
	case *ast.JoinedStr, *ast.FormattedValue:
		return "f-string expression"
	case *ast.NameConstant:
		switch e.Value {
		case py.True:
			return "True"
		case py.False:
			return "False"
		}
		return "None"
	case *ast.Ellipsis:
		return "ellipsis"
	case *ast.Compare:
		return "comparison"
	case *ast.IfExp:
		return "conditional expression"
	case *ast.NamedExpr:
		return "named expression"
	}
	return "literal"
}

// Kinds of targets, for invalidTarget.
const (
	storeTargets = iota
	delTargets
	forTargets
)

// invalidTarget is CPython's _PyPegen_get_invalid_target: the first part
// of e that cannot be assigned (or deleted), or nil.
func invalidTarget(e ast.Expr, kind int) ast.Expr {
	switch t := e.(type) {
	case *ast.List:
		return firstInvalidTarget(t.Elts, kind)
	case *ast.Tuple:
		return firstInvalidTarget(t.Elts, kind)
	case *ast.Starred:
		if kind == delTargets {
			return e
		}
		return invalidTarget(t.Value, kind)
	case *ast.Compare:
		// `for a in b` reads `a in b` as one comparison.
		if kind == forTargets {
			if len(t.Ops) > 0 && t.Ops[0] == ast.In {
				return invalidTarget(t.Left, kind)
			}
			return nil
		}
		return e
	case *ast.Name, *ast.Subscript, *ast.Attribute:
		return nil
	}
	return e
}

func firstInvalidTarget(elts []ast.Expr, kind int) ast.Expr {
	for _, elt := range elts {
		if bad := invalidTarget(elt, kind); bad != nil {
			return bad
		}
	}
	return nil
}

// exprPos is where e starts. gpython places a call, attribute or
// subscript at its trailer ('(', '.', '['); CPython at its value.
func exprPos(e ast.Expr) ast.Pos {
	switch t := e.(type) {
	case *ast.Call:
		if t.Func != nil {
			return exprPos(t.Func)
		}
	case *ast.Attribute:
		return exprPos(t.Value)
	case *ast.Subscript:
		return exprPos(t.Value)
	}
	return ast.Pos{Lineno: e.GetLineno(), ColOffset: e.GetColOffset()}
}

// targetError reports the first part of a for, with, comprehension or del
// target that cannot be assigned or deleted: "cannot assign to
// function call", "cannot delete literal".
func targetError(yylex yyLexer, e ast.Expr, kind int) bool {
	bad := invalidTarget(e, kind)
	if bad == nil {
		return false
	}
	action := "assign to"
	if kind == delTargets {
		action = "delete"
	}
	yylex.(*yyLex).grammarError(exprPos(bad), "cannot %s %s", action, exprName(bad))
	return true
}

// assignError checks the targets of `t1 = t2 = ... = value` as CPython
// 3.11 does: a single first target that is not assignable is "cannot
// assign to ... here. Maybe you meant '==' instead of '='?" (CPython
// reads it as a comparison gone wrong), as is the last element of an
// unparenthesized tuple; otherwise the first part that cannot be assigned
// is "cannot assign to ...". It reports whether it found an error.
func assignError(yylex yyLexer, targets []ast.Expr) bool {
	x := yylex.(*yyLex)
	for _, t := range targets[1:] {
		// A yield can be a later target only unparenthesized.
		if _, ok := t.(*ast.Yield); ok {
			x.grammarError(exprPos(t), "assignment to yield expression not possible")
			return true
		}
	}
	if firstInvalidTarget(targets, storeTargets) == nil {
		return false
	}
	if len(targets) == 1 {
		first := targets[0]
		if tuple, ok := first.(*ast.Tuple); ok && len(tuple.Elts) > 0 && exprPos(tuple) == exprPos(tuple.Elts[0]) {
			first = tuple.Elts[len(tuple.Elts)-1] // unparenthesized: its last element meets '='
		}
		if _, ok := first.(*ast.Name); ok && first != targets[0] {
			x.grammarError(exprPos(first), "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
			return true
		}
		if invalidTarget(first, storeTargets) != nil && (namedExpressionTarget(first) || x.parenthesized(first) && atomTarget(first)) {
			x.grammarError(exprPos(first), "cannot assign to %s here. Maybe you meant '==' instead of '='?", exprName(first))
			return true
		}
	}
	bad := firstInvalidTarget(targets, storeTargets)
	x.grammarError(exprPos(bad), "cannot assign to %s", exprName(bad))
	return true
}

// parenthesized reports whether e is written in parentheses, which make
// any expression an atom for CPython's grammar.
func (x *yyLex) parenthesized(e ast.Expr) bool {
	pos := exprPos(e)
	for k := len(x.toks) - 1; k > 0; k-- {
		if x.toks[k].pos == pos {
			return x.toks[k-1].kind == '('
		}
	}
	return false
}

// atomTarget reports whether CPython's invalid_named_expression names a
// parenthesized e "here": any but a tuple, list or generator (whose
// parentheses are their own) and True, False or None.
func atomTarget(e ast.Expr) bool {
	switch e.(type) {
	case *ast.List, *ast.Tuple, *ast.GeneratorExp, *ast.NameConstant:
		return false
	}
	return true
}

// annotationError reports the target of an annotation (`x: int`) that is
// not a name, attribute or subscript, as CPython's invalid_assignment.
func annotationError(yylex yyLexer, target ast.Expr) bool {
	x := yylex.(*yyLex)
	switch t := target.(type) {
	case *ast.Name, *ast.Attribute, *ast.Subscript:
		return false
	case *ast.Tuple, *ast.List:
		x.grammarError(exprPos(t), "only single target (not %s) can be annotated", exprName(t))
	default:
		x.grammarError(exprPos(t), "illegal target for annotation")
	}
	return true
}

// augAssignError reports a target of an augmented assignment that is not
// a name, attribute or subscript.
func augAssignError(yylex yyLexer, target ast.Expr) bool {
	switch target.(type) {
	case *ast.Name, *ast.Attribute, *ast.Subscript:
		return false
	}
	yylex.(*yyLex).grammarError(exprPos(target), "'%s' is an illegal expression for augmented assignment", exprName(target))
	return true
}

// errorToken is the kind of a character no token starts with ('$', '?'):
// CPython's ERRORTOKEN, where the parser fails.
const errorToken = -5

// matchBracket keeps the stack of open brackets and reports, as CPython's
// tokenizer, a closing bracket that closes nothing or another kind of
// bracket. It returns false after an error.
func (x *yyLex) matchBracket(token int, pos ast.Pos) bool {
	switch token {
	case '(', '[', '{':
		x.brackets = append(x.brackets, openBracket{ch: byte(token), pos: pos})
	case ')', ']', '}':
		if len(x.brackets) == 0 {
			if x.firstLine != 0 {
				return true // an f-string field's nested lexer starts inside '('
			}
			x.tokenError(py.SyntaxError, pos, "unmatched '%c'", token)
			return false
		}
		open := x.brackets[len(x.brackets)-1]
		x.brackets = x.brackets[:len(x.brackets)-1]
		if want := map[byte]int{'(': ')', '[': ']', '{': '}'}[open.ch]; token != want {
			msg := fmt.Sprintf("closing parenthesis '%c' does not match opening parenthesis '%c'", token, open.ch)
			if open.pos.Lineno != pos.Lineno {
				msg += fmt.Sprintf(" on line %d", open.pos.Lineno)
			}
			x.tokenError(py.SyntaxError, pos, "%s", msg)
			return false
		}
	}
	return true
}

// unknownCharacter reports the character at the lexer's position, which
// starts no token: CPython's messages for a character after a line
// continuation and for characters outside Python's syntax; other ASCII
// characters ('$', '?', '!') are where the parser fails.
func (x *yyLex) unknownCharacter() {
	pos := x.pos
	if x.line[0] == '\\' {
		pos.ColOffset++
		x.tokenError(py.SyntaxError, pos, "unexpected character after line continuation character")
		x.tokErr.quiet = true
		return
	}
	r, size := utf8.DecodeRuneInString(x.line)
	switch {
	case r >= utf8.RuneSelf && unicode.IsPrint(r):
		x.tokenError(py.SyntaxError, pos, "invalid character '%c' (U+%04X)", r, r)
	case r < ' ' || r >= 0x7f:
		x.tokenError(py.SyntaxError, pos, "invalid non-printable character U+%04X", r)
	default:
		x.cut(size)
		x.parseFailed = true
		x.error = true
		x.toks = append(x.toks, lexToken{kind: errorToken, pos: pos, depth: len(x.brackets)})
	}
}

// keywordAfterNumber reports whether rest, which follows a number, starts
// with one of the keywords CPython still accepts there (`1if x else y`).
func keywordAfterNumber(rest string) bool {
	for _, kw := range []string{"and", "else", "for", "if", "in", "is", "not", "or"} {
		if strings.HasPrefix(rest, kw) {
			return true
		}
	}
	return false
}

// isNumberTail reports whether the first character of rest may not
// follow a number: a letter, digit, underscore or any non-ASCII one.
func isNumberTail(rest string) bool {
	if rest == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return r >= utf8.RuneSelf || isIdentifierChar(r)
}

// checkPrefixedInteger checks a literal that starts 0x, 0o or 0b, at
// start, as CPython's tokenizer does; false after an error.
func (x *yyLex) checkPrefixedInteger(start ast.Pos) bool {
	line := x.line
	kind, digits := "hexadecimal", "0123456789abcdefABCDEF"
	switch line[1] {
	case 'o', 'O':
		kind, digits = "octal", "01234567"
	case 'b', 'B':
		kind, digits = "binary", "01"
	}
	at := func(i int) ast.Pos { return ast.Pos{Lineno: start.Lineno, ColOffset: start.ColOffset + i} }
	isDigit := func(i int) bool { return i < len(line) && strings.IndexByte(digits, line[i]) >= 0 }
	isDecimal := func(i int) bool { return i < len(line) && '0' <= line[i] && line[i] <= '9' }
	i := 2
	for {
		if i < len(line) && line[i] == '_' {
			i++
		}
		if !isDigit(i) {
			break
		}
		for isDigit(i) {
			i++
		}
		if i >= len(line) || line[i] != '_' {
			break
		}
	}
	switch {
	case isDecimal(i):
		x.tokenError(py.SyntaxError, at(i), "invalid digit '%c' in %s literal", line[i], kind)
	case i == 2 || line[i-1] == '_' || isNumberTail(line[i:]) && !keywordAfterNumber(line[i:]):
		x.tokenError(py.SyntaxError, at(i-1), "invalid %s literal", kind)
	default:
		return true
	}
	return false
}

// checkNumberEnd checks what follows the decimal, float or imaginary
// literal s read at start, as CPython's tokenizer does; false after an
// error, which CPython places before the offending character.
func (x *yyLex) checkNumberEnd(s string, start ast.Pos) bool {
	rest := x.line[len(s):]
	at := func(i int) ast.Pos { return ast.Pos{Lineno: start.Lineno, ColOffset: start.ColOffset + i} }
	kind := "decimal"
	if last := s[len(s)-1]; last == 'j' || last == 'J' {
		kind = "imaginary"
	}
	switch {
	case rest == "" || keywordAfterNumber(rest):
		return true
	case rest[0] == '_':
		x.tokenError(py.SyntaxError, at(len(s)), "invalid %s literal", kind)
	case (rest[0] == 'e' || rest[0] == 'E') && len(rest) > 1 && (rest[1] == '+' || rest[1] == '-'):
		x.tokenError(py.SyntaxError, at(len(s)+1), "invalid %s literal", kind)
	case isNumberTail(rest):
		x.tokenError(py.SyntaxError, at(len(s)-1), "invalid %s literal", kind)
	default:
		return true
	}
	return false
}

// Incomplete reports whether err, a SyntaxError from Parse, says that the
// input ended inside a statement: a bracket or triple-quoted string still
// open, a block header without its block, a line continuation at the
// end. CPython's interactive console reads another line for these.
func Incomplete(err error) bool {
	exc, ok := err.(*py.Exception)
	if !ok || !py.IsException(py.SyntaxError, exc) {
		return false
	}
	msg, _ := py.StrAsString(exc)
	switch {
	case msg == "unexpected EOF while parsing", strings.HasSuffix(msg, "' was never closed"),
		strings.HasPrefix(msg, "unterminated triple-quoted string literal"):
		return true
	case strings.HasPrefix(msg, "expected an indented block"):
		// At the end of the input the error is at the end of the last
		// line; otherwise at the first token of the line after the header.
		line, _ := exc.Dict["line"].(py.String)
		offset, _ := exc.Dict["offset"].(py.Int)
		return int(offset) == utf8.RuneCountInString(strings.TrimRight(string(line), "\r\n"))
	}
	return false
}

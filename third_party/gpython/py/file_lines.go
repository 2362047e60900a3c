// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: line-oriented file methods (readline, readlines,
// writelines) and iteration over a file's lines.

package py

import (
	"io"
	"os"
)

// ReadLine reads up to and including the next "\n"; it returns an empty
// result at the end of the file.
func (o *File) ReadLine() (Object, error) {
	if !o.Can(FileRead) {
		return nil, ExceptionNewf(OSError, "not readable")
	}
	line, err := o.bufReader().ReadBytes('\n')
	if err != nil && err != io.EOF {
		if perr, ok := err.(*os.PathError); ok && perr.Err == os.ErrClosed {
			return nil, errClosed
		}
		return nil, err
	}
	return o.readResult(line)
}

// M__iter__ returns the file itself: iterating yields its lines.
func (o *File) M__iter__() (Object, error) {
	return o, nil
}

// M__next__ returns the next line or raises StopIteration at the end.
func (o *File) M__next__() (Object, error) {
	line, err := o.ReadLine()
	if err != nil {
		return nil, err
	}
	if n, _ := Len(line); n == Int(0) {
		return nil, StopIteration
	}
	return line, nil
}

func init() {
	FileType.Dict["readline"] = MustNewMethod("readline", func(self Object) (Object, error) {
		return self.(*File).ReadLine()
	}, 0, "readline() -> next line from the file, as a string.")
	FileType.Dict["readlines"] = MustNewMethod("readlines", func(self Object) (Object, error) {
		var lines []Object
		for {
			line, err := self.(*File).M__next__()
			if err != nil {
				if IsException(StopIteration, err) {
					return NewListFromItems(lines), nil
				}
				return nil, err
			}
			lines = append(lines, line)
		}
	}, 0, "readlines() -> list of the lines of the file.")
	FileType.Dict["writelines"] = MustNewMethod("writelines", func(self, lines Object) (Object, error) {
		var err error
		iterErr := Iterate(lines, func(line Object) bool {
			_, err = self.(*File).Write(line)
			return err != nil
		})
		if iterErr != nil {
			return nil, iterErr
		}
		return None, err
	}, 0, "writelines(lines) -> write each string of lines.")
}

// Check interface is satisfied
var (
	_ I__iter__ = (*File)(nil)
	_ I__next__ = (*File)(nil)
)

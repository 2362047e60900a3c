package jupyter

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A message signed with the key decodes to what was sent; the signature is
// HMAC-SHA256 of the four JSON frames in hex, as jupyter_client computes it.
func TestEncodeDecode(t *testing.T) {
	s := signer{key: []byte("secret")}
	req, err := newMessage("client-session", "execute_request", nil, map[string]any{"code": "1 + 1"})
	if err != nil {
		t.Fatal(err)
	}
	req.Identities = [][]byte{[]byte("peer")}
	frames, err := s.encode(req)
	if err != nil {
		t.Fatal(err)
	}
	if string(frames[1]) != "<IDS|MSG>" {
		t.Fatalf("frame 1 = %q, want the delimiter", frames[1])
	}
	if want := string(s.sign(frames[3], frames[4], frames[5], frames[6])); string(frames[2]) != want || len(want) != 64 {
		t.Errorf("signature %q, want the 64 hex digits %q", frames[2], want)
	}
	got, err := s.decode(frames)
	if err != nil {
		t.Fatal(err)
	}
	if got.Header.MsgType != "execute_request" || got.Header.MsgID != req.Header.MsgID || got.Parent != nil {
		t.Errorf("header %+v, parent %v", got.Header, got.Parent)
	}
	var content struct{ Code string }
	json.Unmarshal(got.Content, &content)
	if content.Code != "1 + 1" || string(got.Identities[0]) != "peer" {
		t.Errorf("content %s, identities %q", got.Content, got.Identities)
	}

	// A reply carries the request's header as parent and its identities.
	reply, _ := newMessage("kernel-session", "execute_reply", got, map[string]any{"status": "ok"})
	if reply.Parent == nil || reply.Parent.MsgID != req.Header.MsgID || string(reply.Identities[0]) != "peer" {
		t.Errorf("reply parent %+v, identities %q", reply.Parent, reply.Identities)
	}
}

// The signature of a known message, computed independently with Python's
// hmac module: hmac.new(b"key", b"{}" * 4, hashlib.sha256).hexdigest().
func TestSignKnownValue(t *testing.T) {
	got := string(signer{key: []byte("key")}.sign([]byte("{}"), []byte("{}"), []byte("{}"), []byte("{}")))
	const want = "ca767b02c5bc061ed184a9a029e7f93a7f2f7ed4e8fe74120fc1212f0b008fa3"
	if got != want {
		t.Errorf("signature %s, want %s", got, want)
	}
}

// A message whose signature does not match, or whose frames were changed
// after signing, is rejected with ErrSignature.
func TestWrongSignature(t *testing.T) {
	m, _ := newMessage("s", "kernel_info_request", nil, map[string]any{})
	frames, _ := signer{key: []byte("other key")}.encode(m)
	if _, err := (signer{key: []byte("secret")}).decode(frames); !errors.Is(err, ErrSignature) {
		t.Errorf("decode with the wrong key: %v, want ErrSignature", err)
	}
	frames, _ = signer{key: []byte("secret")}.encode(m)
	frames[5] = []byte(`{"changed": true}`) // metadata
	if _, err := (signer{key: []byte("secret")}).decode(frames); !errors.Is(err, ErrSignature) {
		t.Errorf("decode of a changed message: %v, want ErrSignature", err)
	}
	// Without a key nothing is signed or checked.
	frames, _ = signer{}.encode(m)
	if len(frames[1]) != 0 {
		t.Errorf("unsigned message has signature %q", frames[1])
	}
	if _, err := (signer{}).decode(frames); err != nil {
		t.Errorf("unsigned message: %v", err)
	}
}

func TestDecodeMalformed(t *testing.T) {
	s := signer{}
	for name, frames := range map[string][][]byte{
		"no delimiter":   {[]byte("id"), []byte("{}")},
		"too few frames": {[]byte("<IDS|MSG>"), nil, []byte("{}")},
		"bad header":     {[]byte("<IDS|MSG>"), nil, []byte("{"), []byte("{}"), []byte("{}"), []byte("{}")},
		"no msg_type":    {[]byte("<IDS|MSG>"), nil, []byte("{}"), []byte("{}"), []byte("{}"), []byte("{}")},
	} {
		if _, err := s.decode(frames); err == nil {
			t.Errorf("%s: decoded", name)
		}
	}
}

func TestReadConnectionFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(text), 0o600)
		return p
	}
	good := write("good.json", `{"transport": "tcp", "ip": "127.0.0.1", "shell_port": 1, "iopub_port": 2,
		"stdin_port": 3, "control_port": 4, "hb_port": 5, "key": "k", "signature_scheme": "hmac-sha256"}`)
	c, err := ReadConnectionFile(good)
	if err != nil {
		t.Fatal(err)
	}
	if got := c.endpoint(c.ShellPort); got != "tcp://127.0.0.1:1" {
		t.Errorf("shell endpoint %s", got)
	}
	for name, text := range map[string]string{
		"notjson.json": `transport = tcp`,
		"noport.json":  `{"ip": "127.0.0.1", "shell_port": 1, "iopub_port": 2, "stdin_port": 3, "control_port": 4}`,
		"scheme.json": `{"ip": "127.0.0.1", "shell_port": 1, "iopub_port": 2, "stdin_port": 3, "control_port": 4,
			"hb_port": 5, "key": "k", "signature_scheme": "hmac-md5"}`,
	} {
		if _, err := ReadConnectionFile(write(name, text)); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: error %v, want one naming the file", name, err)
		}
	}
	if _, err := ReadConnectionFile(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("a missing file was read")
	}
}

package jupyter

// This file is the wire format of the messaging protocol: a message is a
// multipart ZeroMQ message of routing identities, the delimiter
// "<IDS|MSG>", an HMAC signature and four JSON frames (header, parent
// header, metadata, content), then optional binary buffers.

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// ProtocolVersion is the version of the messaging protocol the kernel
// speaks.
const ProtocolVersion = "5.3"

// delimiter separates the routing identities from the message proper.
var delimiter = []byte("<IDS|MSG>")

// A Header identifies a message; a reply carries its request's header as
// its parent header.
type Header struct {
	MsgID    string `json:"msg_id"`
	Session  string `json:"session"`
	Username string `json:"username"`
	Date     string `json:"date"`
	MsgType  string `json:"msg_type"`
	Version  string `json:"version"`
}

// A Message is one protocol message.
type Message struct {
	// Identities route a reply on a ROUTER socket back to its client.
	Identities [][]byte
	Header     Header
	// Parent is the header of the request this message answers or was
	// caused by; nil for a message nothing caused (the status at start-up).
	Parent   *Header
	Metadata map[string]any
	// Content is the message's content as JSON.
	Content json.RawMessage
	Buffers [][]byte
}

// ErrSignature is a message whose HMAC signature does not match its
// frames: it did not come from a client that knows the connection key.
var ErrSignature = errors.New("jupyter: message signature does not match")

// signer computes message signatures with the connection file's key; an
// empty key disables signing, as the protocol allows.
type signer struct {
	key []byte
}

// sign returns the hex HMAC-SHA256 of the four JSON frames.
func (s signer) sign(frames ...[]byte) []byte {
	if len(s.key) == 0 {
		return nil
	}
	mac := hmac.New(sha256.New, s.key)
	for _, f := range frames {
		mac.Write(f)
	}
	sum := mac.Sum(nil)
	out := make([]byte, hex.EncodedLen(len(sum)))
	hex.Encode(out, sum)
	return out
}

// decode parses the frames of a received message and checks its
// signature.
func (s signer) decode(frames [][]byte) (*Message, error) {
	i := 0
	for i < len(frames) && !bytes.Equal(frames[i], delimiter) {
		i++
	}
	if i == len(frames) {
		return nil, errors.New("jupyter: message without the <IDS|MSG> delimiter")
	}
	if len(frames)-i < 6 {
		return nil, fmt.Errorf("jupyter: message with %d frames after the delimiter, want at least 6", len(frames)-i)
	}
	m := &Message{Identities: frames[:i]}
	sig, header, parent, metadata, content := frames[i+1], frames[i+2], frames[i+3], frames[i+4], frames[i+5]
	if len(s.key) > 0 {
		want := s.sign(header, parent, metadata, content)
		if !hmac.Equal(sig, want) {
			return nil, ErrSignature
		}
	}
	if err := json.Unmarshal(header, &m.Header); err != nil {
		return nil, fmt.Errorf("jupyter: bad message header: %v", err)
	}
	if m.Header.MsgType == "" {
		return nil, errors.New("jupyter: message header without msg_type")
	}
	var p Header
	if err := json.Unmarshal(parent, &p); err != nil {
		return nil, fmt.Errorf("jupyter: bad parent header: %v", err)
	}
	if p.MsgID != "" {
		m.Parent = &p
	}
	if err := json.Unmarshal(metadata, &m.Metadata); err != nil {
		return nil, fmt.Errorf("jupyter: bad metadata: %v", err)
	}
	if !json.Valid(content) {
		return nil, errors.New("jupyter: message content is not JSON")
	}
	m.Content = content
	m.Buffers = frames[i+6:]
	return m, nil
}

// encode returns the frames of m, signed.
func (s signer) encode(m *Message) ([][]byte, error) {
	header, err := json.Marshal(m.Header)
	if err != nil {
		return nil, err
	}
	parent := []byte("{}")
	if m.Parent != nil {
		if parent, err = json.Marshal(m.Parent); err != nil {
			return nil, err
		}
	}
	metadata := []byte("{}")
	if len(m.Metadata) > 0 {
		if metadata, err = json.Marshal(m.Metadata); err != nil {
			return nil, err
		}
	}
	content := []byte(m.Content)
	if len(content) == 0 {
		content = []byte("{}")
	}
	frames := make([][]byte, 0, len(m.Identities)+6+len(m.Buffers))
	frames = append(frames, m.Identities...)
	frames = append(frames, delimiter, s.sign(header, parent, metadata, content), header, parent, metadata, content)
	return append(frames, m.Buffers...), nil
}

// newID returns a random UUID (version 4), the form message and session
// ids take.
func newID() string {
	var b [16]byte
	rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:])
}

// newMessage makes a message of type msgType caused by parent (nil for
// none) with content marshalled to JSON. A reply goes back to the
// parent's identities.
func newMessage(session, msgType string, parent *Message, content any) (*Message, error) {
	data, err := json.Marshal(content)
	if err != nil {
		return nil, err
	}
	m := &Message{
		Header: Header{
			MsgID: newID(), Session: session, Username: "alpyna", MsgType: msgType, Version: ProtocolVersion,
			Date: time.Now().UTC().Format("2006-01-02T15:04:05.000000Z"),
		},
		Content: data,
	}
	if parent != nil {
		h := parent.Header
		m.Parent = &h
		m.Identities = parent.Identities
	}
	return m, nil
}

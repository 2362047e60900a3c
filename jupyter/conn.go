package jupyter

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

// A ConnectionInfo is a connection file: where the kernel listens and the
// key it signs messages with.
type ConnectionInfo struct {
	Transport       string `json:"transport"`
	IP              string `json:"ip"`
	ShellPort       int    `json:"shell_port"`
	IOPubPort       int    `json:"iopub_port"`
	StdinPort       int    `json:"stdin_port"`
	ControlPort     int    `json:"control_port"`
	HBPort          int    `json:"hb_port"`
	Key             string `json:"key"`
	SignatureScheme string `json:"signature_scheme"`
	KernelName      string `json:"kernel_name,omitempty"`
}

// ReadConnectionFile reads and checks the connection file at path.
func ReadConnectionFile(path string) (ConnectionInfo, error) {
	var c ConnectionInfo
	data, err := os.ReadFile(path)
	if err != nil {
		return c, fmt.Errorf("connection file: %w", err)
	}
	if err := json.Unmarshal(data, &c); err != nil {
		return c, fmt.Errorf("connection file %s: not JSON: %v", path, err)
	}
	if err := c.check(); err != nil {
		return c, fmt.Errorf("connection file %s: %v", path, err)
	}
	return c, nil
}

// check reports what makes c unusable.
func (c *ConnectionInfo) check() error {
	if c.Transport == "" {
		c.Transport = "tcp"
	}
	if c.Transport != "tcp" && c.Transport != "ipc" {
		return fmt.Errorf("transport %q: want tcp or ipc", c.Transport)
	}
	if c.IP == "" {
		return errors.New("no ip")
	}
	ports := []struct {
		name string
		port int
	}{{"shell_port", c.ShellPort}, {"iopub_port", c.IOPubPort}, {"stdin_port", c.StdinPort},
		{"control_port", c.ControlPort}, {"hb_port", c.HBPort}}
	for _, p := range ports {
		if p.port <= 0 || p.port > 65535 {
			return fmt.Errorf("%s %d: want a port from 1 to 65535", p.name, p.port)
		}
	}
	if c.Key != "" && c.SignatureScheme != "hmac-sha256" {
		return fmt.Errorf("signature_scheme %q: only hmac-sha256 is supported", c.SignatureScheme)
	}
	return nil
}

// endpoint is the ZeroMQ address of one channel's port.
func (c *ConnectionInfo) endpoint(port int) string {
	if c.Transport == "ipc" {
		return fmt.Sprintf("ipc://%s-%d", c.IP, port)
	}
	return fmt.Sprintf("tcp://%s:%d", c.IP, port)
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { balancerConfig, HAPROXY_CONFIG } from '../../scripts/cluster/balancer.ts';

// The balancer's configuration ships in deploy/haproxy.cfg; the cluster runs it with one server line per node.
describe("the balancer's configuration", () => {
  it('repeats the first server line for each node and leaves the rest as it ships', () => {
    const shipped = fs.readFileSync(HAPROXY_CONFIG, 'utf8');
    const servers = (config: string) => config.split('\n').filter((l) => /^\s*server /.test(l));
    expect(balancerConfig(2)).toBe(shipped);
    const line = (n: number) => `  server node-${n} "\${PORTAL_NODE_${n}}"`;
    expect(servers(balancerConfig(3))).toEqual([line(1), line(2), line(3)]);
    expect(servers(balancerConfig(1))).toEqual([line(1)]);
    const others = (config: string) => config.split('\n').filter((l) => !/^\s*server /.test(l));
    expect(others(balancerConfig(3))).toEqual(others(shipped));
  });

  it('is a configuration HAProxy accepts, for three nodes as for two', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-haproxy-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      fs.writeFileSync(file, balancerConfig(3));
      const env = {
        ...process.env,
        PORTAL_BIND: '127.0.0.1:1',
        PORTAL_NODE_1: '127.0.0.1:2',
        PORTAL_NODE_2: '127.0.0.1:3',
        PORTAL_NODE_3: '127.0.0.1:4',
      };
      expect(execFileSync('haproxy', ['-c', '-f', file], { env, encoding: 'utf8' })).toContain('Configuration file is valid');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

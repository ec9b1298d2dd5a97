import { startRoundRobinProxy } from '../../scripts/cluster/proxy.ts';

/**
 * The round-robin proxy in a process of its own for the bench (`tsx tests/bench/proxy-process.ts <target>...`): in
 * the bench's process it would share an event loop with autocannon and measure that, not the nodes. Prints
 * `proxy listening on <port>` when it listens; SIGTERM closes it.
 */
const proxy = await startRoundRobinProxy(process.argv.slice(2), 0);
console.log(`proxy listening on ${proxy.port}`);
process.once('SIGTERM', () => void proxy.close().finally(() => process.exit(0)));

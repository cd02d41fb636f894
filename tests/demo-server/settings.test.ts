import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {addressKey} from '../../demo-server/clientAddress';
import {DEFAULT_LIMITS} from '../../demo-server/limits';
import {limitsFromEnv, trustProxyFromEnv} from '../../demo-server/settings';
import {ThrottledLog} from '../../demo-server/throttledLog';

describe('demo server: addresses, settings, throttled log', () => {
  it('counts IPv4 as is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    assert.equal(addressKey('203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('2001:db8:aa:bb:1:2:3:4'), '2001:db8:aa:bb::/64');
    assert.equal(addressKey('2001:db8:aa:bb::99'), '2001:db8:aa:bb::/64', 'another host of the same /64');
    assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(addressKey('::1'), '0:0:0:0::/64');
  });

  it('reads the caps from the environment, and refuses a mistyped one', () => {
    assert.deepEqual(limitsFromEnv({}), DEFAULT_LIMITS);
    assert.deepEqual(
      limitsFromEnv({DEMO_MAX_SOCKETS_PER_ADDRESS: '12', DEMO_MAX_CHAT_MEMBERS: '50', DEMO_CHAT_MESSAGES_PER_SECOND: '5', DEMO_WHITEBOARD_SEGMENTS_PER_SECOND: ''}),
      {...DEFAULT_LIMITS, socketsPerAddress: 12, chatMembers: 50, chatMessages: {burst: 10, perSecond: 5}},
    );
    assert.throws(() => limitsFromEnv({DEMO_MAX_SOCKETS_PER_ADDRESS: 'five'}), /DEMO_MAX_SOCKETS_PER_ADDRESS must be a positive number/);
    assert.throws(() => limitsFromEnv({DEMO_MAX_CHAT_MEMBERS: '0'}), /DEMO_MAX_CHAT_MEMBERS/);
    assert.throws(() => limitsFromEnv({DEMO_MAX_SOCKETS_PER_ADDRESS: '0.5'}), /DEMO_MAX_SOCKETS_PER_ADDRESS must be a whole number/);
    assert.equal(trustProxyFromEnv({TRUST_PROXY: '1'}), true);
    assert.equal(trustProxyFromEnv({TRUST_PROXY: 'yes'}), true);
    assert.equal(trustProxyFromEnv({TRUST_PROXY: '0'}), false);
    assert.equal(trustProxyFromEnv({}), false);
  });

  it('logs one line per kind and window, then says how many were not logged', () => {
    const lines: string[] = [];
    let now = 0;
    const log = new ThrottledLog((line) => lines.push(line), 10_000, () => now);
    for (let i = 0; i < 1000; i++) log.note('chat busy', `refused message ${i}`);
    log.note('origin', 'refused an origin');
    assert.deepEqual(lines, ['refused message 0', 'refused an origin']);
    now = 10_000;
    log.note('chat busy', 'refused message 1000');
    assert.deepEqual(lines.at(-1), 'refused message 1000 (and 999 more since the last line)');
    log.note('chat busy', 'refused message 1001');
    log.flush();
    assert.deepEqual(lines.at(-1), 'chat busy: 1 more refused since the last line');
  });
});

import assert from 'node:assert/strict';
import {after, afterEach, before, describe, it} from 'node:test';
import {HISTORY_SEGMENTS, PALETTE, type Segment} from '../../demo-server/protocol';
import {client, closeClients, eventually, next, record, sleep, startDemo, type RunningDemo, ROOMY} from './helpers';

function segment(i: number, color: Segment['color'] = PALETTE[i % PALETTE.length]): Segment {
  return {x0: (i % 100) / 100, y0: 0.25, x1: ((i % 100) + 1) / 100, y1: 0.75, color};
}

describe('demo server: /whiteboard', () => {
  let demo: RunningDemo;
  before(async () => {
    demo = await startDemo(ROOMY);
  });
  afterEach(closeClients);
  after(() => demo.close());

  it('sends each segment to everyone else as it is drawn, and history to late visitors', async () => {
    const alice = await client(`${demo.url}/whiteboard`);
    const bob = await client(`${demo.url}/whiteboard`);
    const atBob = record<Segment>(bob, 'draw');
    const atAlice = record<Segment>(alice, 'draw');

    const drawn = Array.from({length: 20}, (_, i) => segment(i));
    for (const s of drawn) alice.emit('draw', s);
    await eventually(() => atBob.length === 20, 'Bob receives the 20 segments');
    assert.deepEqual(atBob, drawn);
    assert.equal(atAlice.length, 0, 'the artist already has their own strokes');

    let history!: Promise<Segment[]>;
    await client(`${demo.url}/whiteboard`, {}, (carol) => (history = next<Segment[]>(carol, 'history')));
    assert.deepEqual((await history).slice(-20), drawn);
  });

  it('drops invalid segments: never broadcast, never kept', async () => {
    const alice = await client(`${demo.url}/whiteboard`);
    const bob = await client(`${demo.url}/whiteboard`);
    const atBob = record<Segment>(bob, 'draw');
    const invalid: unknown[] = [
      {...segment(0), x0: -0.1},
      {...segment(0), y1: 1.5},
      {...segment(0), x1: '0.5'},
      {...segment(0), x1: null}, // NaN and Infinity travel as null in JSON
      {...segment(0), color: '#ffffff'},
      {...segment(0), color: 'red', extra: 1},
      {x0: 0, y0: 0, x1: 1, y1: 1},
      [0, 0, 1, 1],
      'M0 0 L1 1',
      null,
    ];
    for (const value of invalid) alice.emit('draw', value);
    alice.emit('draw', segment(1, '#d32f2f'));
    await eventually(() => atBob.length === 1, 'the valid segment arrives');
    await sleep(100);
    assert.deepEqual(atBob, [segment(1, '#d32f2f')]);
    assert.ok(demo.logs.some((line) => /\/whiteboard \S+ refused "draw": segment color a string of 7 units is not in the palette/.test(line)));
  });

  it(`keeps only the last ${HISTORY_SEGMENTS} segments`, async () => {
    // Ten artists stay within their own rate limit (120 at once) while drawing 1100 segments together.
    const artists = await Promise.all(Array.from({length: 10}, () => client(`${demo.url}/whiteboard`)));
    const watcher = await client(`${demo.url}/whiteboard`);
    const seen = record<Segment>(watcher, 'draw');
    let n = 0;
    for (const artist of artists) for (let i = 0; i < 110; i++) artist.emit('draw', segment(n++));
    await eventually(() => seen.length === 1100, 'the watcher sees all 1100 segments');

    let history!: Promise<Segment[]>;
    await client(`${demo.url}/whiteboard`, {}, (late) => (history = next<Segment[]>(late, 'history')));
    const segments = await history;
    assert.equal(segments.length, HISTORY_SEGMENTS);
    assert.deepEqual(segments, seen.slice(-HISTORY_SEGMENTS), 'the most recent ones, oldest first');
  });
});

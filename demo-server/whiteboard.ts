import type {Namespace, Server} from 'socket.io';
import {guardSocket} from './guard';
import {BoundedHistory} from './history';
import type {DemoLimits} from './limits';
import {HISTORY_SEGMENTS, WHITEBOARD_NAMESPACE, type Segment, type WhiteboardServerToClient} from './protocol';
import {RATE_LIMITS, TokenBucket} from './rateLimit';
import type {ThrottledLog} from './throttledLog';
import {checkSegment} from './validation';

type InterServer = {segment: (segment: Segment) => void};
export type WhiteboardNamespace = Namespace<Record<string, never>, WhiteboardServerToClient, InterServer>;

/**
 * /whiteboard: each `draw` (one segment of a stroke) goes to everyone else as it is drawn and into the history
 * that new visitors receive on connection. With several instances, serverSideEmit() hands each segment to the
 * other instances too, so every instance keeps the same history.
 */
export function setUpWhiteboard(
  io: Server,
  log: (line: string) => void,
  clustered: boolean,
  {limits, refusals}: {limits: DemoLimits; refusals: ThrottledLog},
): WhiteboardNamespace {
  const whiteboard: WhiteboardNamespace = io.of(WHITEBOARD_NAMESPACE);
  // Every artist's segments together, on top of each socket's own bucket.
  const allSegments = new TokenBucket(limits.whiteboardSegments);
  const history = new BoundedHistory<Segment>(HISTORY_SEGMENTS);

  // A segment drawn on another instance (only ever emitted by our own servers, through the adapter).
  whiteboard.on('segment', (segment: Segment) => {
    const checked = checkSegment(segment);
    if (checked.ok) history.push(checked.value);
  });

  whiteboard.on('connection', (socket) => {
    const guard = guardSocket(socket, {draw: RATE_LIMITS.draw}, log);
    socket.emit('history', history.toArray());

    socket.on('draw', (value: unknown) => {
      const segment = checkSegment(value);
      if (!segment.ok) return guard.refuse('draw', segment.reason);
      if (!allSegments.take()) {
        return refusals.note('board busy', `${WHITEBOARD_NAMESPACE} dropped a segment: total rate reached (${limits.whiteboardSegments.perSecond}/s)`);
      }
      history.push(segment.value);
      socket.broadcast.emit('draw', segment.value);
      // The in-memory adapter (a single instance) has no other instance to tell, and warns when asked to.
      if (clustered) whiteboard.serverSideEmit('segment', segment.value);
    });
  });

  return whiteboard;
}

import '@code-translation-groups/demos';
import {useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  PALETTE,
  WHITEBOARD_NAMESPACE,
  type PaletteColor,
  type Segment,
  type WhiteboardClientToServer,
  type WhiteboardServerToClient,
} from '@site/demo-server/protocol';
import ConnectionStatus from './ConnectionStatus';
import {useDemoSocket} from './useDemoSocket';
import styles from './Whiteboard.module.css';

/** Segments kept on screen; older ones are forgotten (the server keeps fewer for newcomers). */
const MAX_SEGMENTS = 5000;
/** A stroke is sent in pieces at most this often (50 per second), under the server's limit of 60. */
const SEND_INTERVAL_MS = 20;
/** How far an arrow key moves the keyboard pen, as a fraction of the board. */
const KEY_STEP = 0.02;

type Point = {x: number; y: number};

function colorName(color: PaletteColor): string {
  switch (color) {
    case '#1c1e21':
      return translate({id: 'demos.whiteboard.color.black', message: 'Black'});
    case '#d32f2f':
      return translate({id: 'demos.whiteboard.color.red', message: 'Red'});
    case '#1565c0':
      return translate({id: 'demos.whiteboard.color.blue', message: 'Blue'});
    case '#2e7d32':
      return translate({id: 'demos.whiteboard.color.green', message: 'Green'});
    case '#e65100':
      return translate({id: 'demos.whiteboard.color.orange', message: 'Orange'});
    default:
      return translate({id: 'demos.whiteboard.color.purple', message: 'Purple'});
  }
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;

export default function Whiteboard() {
  const {socket, state} = useDemoSocket<WhiteboardServerToClient, WhiteboardClientToServer>(WHITEBOARD_NAMESPACE);
  const [color, setColor] = useState<PaletteColor>(PALETTE[0]);
  const [pen, setPen] = useState<Point>({x: 0.5, y: 0.5});
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const segments = useRef<Segment[]>([]);
  const stroke = useRef<{pointerId: number; last: Point; pending: Point | null; sentAt: number} | null>(null);

  const drawSegment = useCallback((segment: Segment) => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    context.strokeStyle = segment.color;
    context.lineWidth = Math.max(1.5, canvas.width * 0.004);
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(segment.x0 * canvas.width, segment.y0 * canvas.height);
    context.lineTo(segment.x1 * canvas.width, segment.y1 * canvas.height);
    context.stroke();
  }, []);

  /** Sizes the bitmap to the element (sharp on high-density screens) and paints every known segment again. */
  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(canvas.clientHeight * ratio);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    segments.current.forEach(drawSegment);
    canvas.dataset.segments = String(segments.current.length);
  }, [drawSegment]);

  const add = useCallback(
    (segment: Segment) => {
      segments.current.push(segment);
      if (segments.current.length > MAX_SEGMENTS) {
        segments.current = segments.current.slice(-MAX_SEGMENTS);
        redraw();
      } else {
        drawSegment(segment);
      }
      if (canvasRef.current) canvasRef.current.dataset.segments = String(segments.current.length);
    },
    [drawSegment, redraw],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    redraw();
    const observer = new ResizeObserver(() => redraw());
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [redraw]);

  useEffect(() => {
    if (!socket) return undefined;
    // On each (re)connection the server sends what it has: the board shows exactly that.
    const onHistory = (history: Segment[]) => {
      segments.current = history.slice(-MAX_SEGMENTS);
      redraw();
    };
    socket.on('history', onHistory);
    socket.on('draw', add);
    socket.connect();
    return () => {
      socket.off('history', onHistory);
      socket.off('draw', add);
    };
  }, [socket, add, redraw]);

  /** Draws a piece of stroke here and sends it to everyone else. Nothing is drawn while disconnected. */
  const emit = useCallback(
    (from: Point, to: Point) => {
      if (!socket?.connected) return;
      const segment: Segment = {x0: round(from.x), y0: round(from.y), x1: round(to.x), y1: round(to.y), color};
      add(segment);
      socket.emit('draw', segment);
    },
    [socket, add, color],
  );

  function toPoint(event: PointerEvent<HTMLCanvasElement>): Point {
    const box = event.currentTarget.getBoundingClientRect();
    return {x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height)};
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    if (event.button !== 0 || stroke.current) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = toPoint(event);
    stroke.current = {pointerId: event.pointerId, last: point, pending: null, sentAt: 0};
    setPen(point);
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const current = stroke.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const point = toPoint(event);
    // Moves closer together than SEND_INTERVAL_MS are merged into one longer segment.
    if (event.timeStamp - current.sentAt < SEND_INTERVAL_MS) {
      current.pending = point;
      return;
    }
    emit(current.last, point);
    stroke.current = {...current, last: point, pending: null, sentAt: event.timeStamp};
  }

  function onPointerEnd(event: PointerEvent<HTMLCanvasElement>) {
    const current = stroke.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const end = current.pending ?? (event.type === 'pointerup' ? toPoint(event) : null);
    // A click without a move still leaves a dot.
    if (end || current.sentAt === 0) emit(current.last, end ?? current.last);
    stroke.current = null;
    setPen(end ?? current.last);
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = {x: clamp(pen.x + move[0]), y: clamp(pen.y + move[1])};
    if (!event.shiftKey) emit(pen, next);
    setPen(next);
  }

  return (
    <section className={styles.whiteboard} aria-labelledby="whiteboard-demo-heading">
      <h2 id="whiteboard-demo-heading" className={styles.heading}>
        <Translate id="demos.whiteboard.heading">Shared whiteboard</Translate>
      </h2>
      <ConnectionStatus state={state} />
      <fieldset className={styles.palette}>
        <legend className={styles.legend}>
          <Translate id="demos.whiteboard.palette.legend">Color</Translate>
        </legend>
        {PALETTE.map((swatch) => (
          <label key={swatch} className={styles.swatch}>
            <input
              type="radio"
              name="whiteboard-color"
              value={swatch}
              checked={color === swatch}
              onChange={() => setColor(swatch)}
              className={styles.radio}
            />
            <span className={styles.chip} style={{background: swatch}} aria-hidden="true" />
            <span className={styles.swatchName}>{colorName(swatch)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.board}>
        <canvas
          ref={canvasRef}
          className={styles.canvas}
          tabIndex={0}
          role="application"
          aria-roledescription={translate({id: 'demos.whiteboard.canvas.role', message: 'whiteboard'})}
          aria-label={translate({id: 'demos.whiteboard.canvas.label', message: 'Shared whiteboard'})}
          aria-describedby="whiteboard-demo-help"
          data-segments="0"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onKeyDown={onKeyDown}
        />
        <span
          className={styles.pen}
          style={{left: `${pen.x * 100}%`, top: `${pen.y * 100}%`, borderColor: color}}
          aria-hidden="true"
        />
      </div>
      <p id="whiteboard-demo-help" className={styles.help}>
        <Translate id="demos.whiteboard.help">
          Draw by dragging with the mouse, a pen or a finger. With the keyboard, focus the board and use the arrow keys
          to draw from the pen mark; hold Shift to move the pen without drawing. Strokes appear on every visitor's
          screen as they are drawn.
        </Translate>
      </p>
    </section>
  );
}

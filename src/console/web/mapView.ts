import {
  classColor,
  cssColor,
  DISCOVERED_REGION,
  PLAN,
  PRIOR_REGION,
  REMOVED,
  ROBOT,
} from "../../feed/colors.js";
import { classOf, type MapNode, type MissionState } from "../../feed/mapState.js";

/** Below this many nodes every object is labelled; region labels appear when zoomed in far enough. */
const LABEL_ALL_OBJECTS_BELOW = 400;
const REGION_LABEL_MIN_SCALE = 6;

/**
 * The map on a canvas: ENU metres to pixels with pan (drag) and zoom (wheel, about the cursor). One path per
 * colour keeps a 10k-region map to a handful of draw calls; labels are drawn only where they fit.
 */
export class MapView {
  readonly #canvas: HTMLCanvasElement;
  readonly #context: CanvasRenderingContext2D;
  #scale = 1;
  #tx = 0;
  #ty = 0;
  #fitted = false;
  /** The last frame's drawing time, milliseconds (shown for the frame-time measurement). */
  lastFrameMs = 0;

  constructor(
    canvas: HTMLCanvasElement,
    onPick: (node: MapNode | undefined) => void,
    state: () => MissionState,
  ) {
    this.#canvas = canvas;
    const context = canvas.getContext("2d");
    if (context === null) throw new Error("no 2D canvas");
    this.#context = context;
    let drag: { x: number; y: number; moved: boolean } | undefined;
    canvas.addEventListener("pointerdown", (e) => {
      drag = { x: e.clientX, y: e.clientY, moved: false };
      canvas.setPointerCapture(e.pointerId);
    });
    canvas.addEventListener("pointermove", (e) => {
      if (drag === undefined) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (Math.abs(dx) + Math.abs(dy) > 2) drag.moved = true;
      this.#tx += dx;
      this.#ty += dy;
      drag.x = e.clientX;
      drag.y = e.clientY;
      this.draw(state());
    });
    canvas.addEventListener("pointerup", (e) => {
      if (drag !== undefined && !drag.moved) onPick(this.pick(state(), e.offsetX, e.offsetY));
      drag = undefined;
    });
    canvas.addEventListener(
      "wheel",
      (e) => {
        e.preventDefault();
        const factor = Math.exp(-e.deltaY * 0.0015);
        this.#tx = e.offsetX - (e.offsetX - this.#tx) * factor;
        this.#ty = e.offsetY - (e.offsetY - this.#ty) * factor;
        this.#scale *= factor;
        this.draw(state());
      },
      { passive: false },
    );
  }

  /** Fit the whole map in view (once, when the first map arrives; again on request). */
  fit(state: MissionState, force = false): void {
    if (this.#fitted && !force) return;
    const { width, height } = this.#size();
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const n of state.nodes.values()) {
      minX = Math.min(minX, n.x);
      maxX = Math.max(maxX, n.x);
      minY = Math.min(minY, n.y);
      maxY = Math.max(maxY, n.y);
    }
    if (!Number.isFinite(minX)) return;
    const spanX = Math.max(maxX - minX, 10);
    const spanY = Math.max(maxY - minY, 10);
    this.#scale = Math.min(width / spanX, height / spanY) * 0.9;
    this.#tx = width / 2 - ((minX + maxX) / 2) * this.#scale;
    this.#ty = height / 2 + ((minY + maxY) / 2) * this.#scale;
    this.#fitted = true;
  }

  draw(state: MissionState): void {
    const started = performance.now();
    const { width, height } = this.#size();
    const ratio = window.devicePixelRatio || 1;
    if (this.#canvas.width !== Math.round(width * ratio))
      this.#canvas.width = Math.round(width * ratio);
    if (this.#canvas.height !== Math.round(height * ratio))
      this.#canvas.height = Math.round(height * ratio);
    const g = this.#context;
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    g.fillStyle = "#111418";
    g.fillRect(0, 0, width, height);
    const sx = (x: number): number => x * this.#scale + this.#tx;
    const sy = (y: number): number => -y * this.#scale + this.#ty;
    const edgePath = (prior: boolean, color: string, widthPx: number): void => {
      g.beginPath();
      for (const edge of state.edges.values()) {
        if (edge.prior !== prior) continue;
        const a = state.nodes.get(edge.a);
        const b = state.nodes.get(edge.b);
        if (a === undefined || b === undefined) continue;
        g.moveTo(sx(a.x), sy(a.y));
        g.lineTo(sx(b.x), sy(b.y));
      }
      g.strokeStyle = color;
      g.lineWidth = widthPx;
      g.stroke();
    };
    edgePath(true, cssColor(PRIOR_REGION, 0.45), 1);
    edgePath(false, cssColor(DISCOVERED_REGION, 0.7), 1.5);
    g.beginPath();
    for (const removed of state.removedEdges) {
      g.moveTo(sx(removed.a[0]), sy(removed.a[1]));
      g.lineTo(sx(removed.b[0]), sy(removed.b[1]));
    }
    g.setLineDash([6, 4]);
    g.strokeStyle = cssColor(REMOVED);
    g.lineWidth = 2.5;
    g.stroke();
    g.setLineDash([]);
    // Regions: one path per kind.
    const radius = Math.max(2, Math.min(6, this.#scale * 1.2));
    for (const prior of [true, false]) {
      g.beginPath();
      for (const n of state.nodes.values()) {
        if (n.type !== "region" || n.prior !== prior) continue;
        g.moveTo(sx(n.x) + radius, sy(n.y));
        g.arc(sx(n.x), sy(n.y), radius, 0, Math.PI * 2);
      }
      g.fillStyle = cssColor(prior ? PRIOR_REGION : DISCOVERED_REGION, 0.9);
      g.fill();
    }
    this.#drawTrack(state, sx, sy);
    this.#drawPlan(state, sx, sy);
    // Objects by class, labelled when there are few or the view is close.
    const objects = [...state.nodes.values()].filter((n) => n.type === "object");
    const label = objects.length < LABEL_ALL_OBJECTS_BELOW || this.#scale > REGION_LABEL_MIN_SCALE;
    g.font = "11px system-ui, sans-serif";
    for (const n of objects) {
      const x = sx(n.x);
      const y = sy(n.y);
      if (x < -50 || y < -50 || x > width + 50 || y > height + 50) continue;
      g.fillStyle = cssColor(classColor(classOf(n)));
      g.fillRect(x - 4, y - 4, 8, 8);
      if (label) {
        g.fillStyle = "#e8edf2";
        g.fillText(n.name, x + 6, y - 5);
      }
    }
    if (this.#scale > REGION_LABEL_MIN_SCALE) {
      g.fillStyle = "#9aa6b4";
      for (const n of state.nodes.values())
        if (n.type === "region") g.fillText(n.name, sx(n.x) + radius + 2, sy(n.y) + 10);
    }
    this.#drawRobot(state, sx, sy);
    this.lastFrameMs = performance.now() - started;
  }

  /** The node nearest a canvas point, within 8 px. */
  pick(state: MissionState, px: number, py: number): MapNode | undefined {
    let best: MapNode | undefined;
    let bestD = 64;
    for (const n of state.nodes.values()) {
      const dx = n.x * this.#scale + this.#tx - px;
      const dy = -n.y * this.#scale + this.#ty - py;
      const d = dx * dx + dy * dy;
      if (d < bestD) [best, bestD] = [n, d];
    }
    return best;
  }

  #drawTrack(state: MissionState, sx: (x: number) => number, sy: (y: number) => number): void {
    if (state.track.length < 2) return;
    const g = this.#context;
    g.beginPath();
    state.track.forEach(([x, y], i) => {
      if (i === 0) g.moveTo(sx(x), sy(y));
      else g.lineTo(sx(x), sy(y));
    });
    g.strokeStyle = cssColor(ROBOT, 0.75);
    g.lineWidth = 2;
    g.stroke();
  }

  #drawPlan(state: MissionState, sx: (x: number) => number, sy: (y: number) => number): void {
    const g = this.#context;
    g.strokeStyle = cssColor(PLAN);
    g.fillStyle = cssColor(PLAN);
    state.planTargets().forEach((step, index) => {
      g.lineWidth = index === 0 ? 3 : 1.5;
      for (const name of step.nodes) {
        const n = state.nodes.get(name);
        if (n === undefined) continue;
        g.beginPath();
        g.arc(sx(n.x), sy(n.y), 10, 0, Math.PI * 2);
        g.stroke();
        g.fillText(String(index + 1), sx(n.x) - 3, sy(n.y) - 13);
      }
      for (const [x, y] of step.points) {
        g.beginPath();
        g.moveTo(sx(x) - 7, sy(y) - 7);
        g.lineTo(sx(x) + 7, sy(y) + 7);
        g.moveTo(sx(x) + 7, sy(y) - 7);
        g.lineTo(sx(x) - 7, sy(y) + 7);
        g.stroke();
      }
      for (const circle of step.circles) {
        const n = state.nodes.get(circle.node);
        if (n === undefined) continue;
        g.setLineDash([4, 4]);
        g.beginPath();
        g.arc(sx(n.x), sy(n.y), circle.radiusM * this.#scale, 0, Math.PI * 2);
        g.stroke();
        g.setLineDash([]);
      }
    });
  }

  #drawRobot(state: MissionState, sx: (x: number) => number, sy: (y: number) => number): void {
    let pose = state.pose;
    if (pose === undefined && state.robotLocation !== undefined) {
      const at = state.nodes.get(state.robotLocation);
      if (at !== undefined) pose = { x: at.x, y: at.y, yawRad: 0 };
    }
    if (pose === undefined) return;
    const g = this.#context;
    const x = sx(pose.x);
    const y = sy(pose.y);
    const c = Math.cos(-pose.yawRad);
    const s = Math.sin(-pose.yawRad);
    const point = (px: number, py: number): [number, number] => [
      x + px * c - py * s,
      y + px * s + py * c,
    ];
    g.beginPath();
    g.moveTo(...point(12, 0));
    g.lineTo(...point(-8, 7));
    g.lineTo(...point(-4, 0));
    g.lineTo(...point(-8, -7));
    g.closePath();
    g.fillStyle = cssColor(ROBOT);
    g.strokeStyle = "#fff";
    g.lineWidth = 1.5;
    g.fill();
    g.stroke();
  }

  #size(): { width: number; height: number } {
    const rect = this.#canvas.getBoundingClientRect();
    return { width: Math.max(rect.width, 100), height: Math.max(rect.height, 100) };
  }
}

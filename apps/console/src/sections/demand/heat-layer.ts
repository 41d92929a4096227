import L from 'leaflet';
import { binPoints, colourise, heatAlpha, type WeightedPixel } from './heat-weights';

/** [lng, lat, people], as listDemands' heat has them (GCJ-02, like the map). */
export type HeatPoint = readonly [number, number, number];

const RADIUS = 18;
const BLUR = 16;

/** One blurred round spot in black, drawn once and stamped at every spot with its strength as opacity. */
const makeBrush = (): HTMLCanvasElement => {
  const reach = RADIUS + BLUR;
  const brush = document.createElement('canvas');
  brush.width = reach * 2;
  brush.height = reach * 2;
  const context = brush.getContext('2d');
  if (!context) return brush;
  // The circle is drawn off the canvas; only its blurred shadow lands on it.
  context.shadowOffsetX = reach * 2;
  context.shadowOffsetY = reach * 2;
  context.shadowBlur = BLUR;
  context.shadowColor = 'black';
  context.beginPath();
  context.arc(-reach, -reach, RADIUS, 0, Math.PI * 2);
  context.closePath();
  context.fill();
  return brush;
};

/**
 * A heat map on a canvas over the map: each point weighted by its people, near points summed (heat-weights),
 * drawn again after every pan and zoom. Hidden while a zoom animates, as Leaflet's own overlays are.
 */
export class HeatLayer extends L.Layer {
  private canvas: HTMLCanvasElement | null = null;
  private map: L.Map | null = null;
  private points: readonly HeatPoint[] = [];
  private readonly brush = makeBrush();

  constructor(private readonly palette: Uint8ClampedArray) {
    super();
  }

  setPoints(points: readonly HeatPoint[]): this {
    this.points = points;
    this.draw();
    return this;
  }

  override onAdd(map: L.Map): this {
    this.map = map;
    this.canvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide');
    this.canvas.style.pointerEvents = 'none';
    this.getPane()?.appendChild(this.canvas);
    map.on('moveend resize', this.reset, this);
    this.reset();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend resize', this.reset, this);
    this.canvas?.remove();
    this.canvas = null;
    this.map = null;
    return this;
  }

  /** Puts the canvas over the map's current view, at its size, and draws. */
  private reset(): void {
    if (!this.map || !this.canvas) return;
    const size = this.map.getSize();
    L.DomUtil.setPosition(this.canvas, this.map.containerPointToLayerPoint([0, 0]));
    this.canvas.width = size.x;
    this.canvas.height = size.y;
    this.draw();
  }

  private draw(): void {
    const map = this.map;
    const canvas = this.canvas;
    const context = canvas?.getContext('2d', { willReadFrequently: true });
    if (!map || !canvas || !context) return;
    context.clearRect(0, 0, canvas.width, canvas.height);
    const reach = RADIUS + BLUR;
    const onScreen: WeightedPixel[] = [];
    for (const [lng, lat, people] of this.points) {
      const at = map.latLngToContainerPoint([lat, lng]);
      if (at.x < -reach || at.y < -reach || at.x > canvas.width + reach || at.y > canvas.height + reach) continue;
      onScreen.push({ x: at.x, y: at.y, weight: people });
    }
    const spots = binPoints(onScreen, RADIUS / 2);
    if (spots.length === 0) return;
    const strongest = Math.max(...spots.map((spot) => spot.weight));
    for (const spot of spots) {
      context.globalAlpha = heatAlpha(spot.weight, strongest);
      context.drawImage(this.brush, spot.x - reach, spot.y - reach);
    }
    context.globalAlpha = 1;
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    colourise(image.data, this.palette);
    context.putImageData(image, 0, 0);
  }
}

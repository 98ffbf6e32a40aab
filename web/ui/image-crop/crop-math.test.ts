import { describe, expect, it } from 'vitest';
import { cropRect, cropSize, initialCrop, outputSize, panBy, zoomTo } from './crop-math';

const landscape = { width: 800, height: 400 };

describe('crop maths', () => {
  it('takes the largest square that fits at zoom 1, centred', () => {
    expect(cropRect(landscape, 1, initialCrop(landscape))).toEqual({ x: 200, y: 0, width: 400, height: 400 });
  });

  it('takes the full width for a wide aspect on a tall image', () => {
    const tall = { width: 300, height: 900 };
    expect(cropSize(tall, 3, 1)).toEqual({ width: 300, height: 100 });
  });

  it('shrinks the crop as the zoom grows and keeps the zoom within 1 to 4', () => {
    expect(cropSize(landscape, 1, 2).width).toBe(200);
    expect(cropSize(landscape, 1, 10).width).toBe(100);
    expect(cropSize(landscape, 1, 0.2).width).toBe(400);
  });

  it('moves the crop against the drag and never past the image edge', () => {
    const start = zoomTo(landscape, 1, initialCrop(landscape), 2);
    // Dragging 100 screen pixels right in a 200 px frame at 1 image px per screen px.
    const moved = panBy(landscape, 1, start, 100, 0, 200);
    expect(moved.centerX).toBe(300);
    const far = panBy(landscape, 1, start, 5000, 5000, 200);
    expect(cropRect(landscape, 1, far)).toEqual({ x: 0, y: 0, width: 200, height: 200 });
    const other = panBy(landscape, 1, start, -5000, -5000, 200);
    expect(cropRect(landscape, 1, other)).toEqual({ x: 600, y: 200, width: 200, height: 200 });
  });

  it('keeps the crop inside when zooming out near an edge', () => {
    const zoomed = panBy(landscape, 1, zoomTo(landscape, 1, initialCrop(landscape), 4), 9999, 0, 100);
    const out = zoomTo(landscape, 1, zoomed, 1);
    expect(cropRect(landscape, 1, out)).toEqual({ x: 0, y: 0, width: 400, height: 400 });
  });

  it('renders at the wanted width but never scales up', () => {
    expect(outputSize({ x: 0, y: 0, width: 1000, height: 1000 }, 1, 457)).toEqual({
      width: 457,
      height: 457,
    });
    expect(outputSize({ x: 0, y: 0, width: 100, height: 50 }, 2, 457)).toEqual({ width: 100, height: 50 });
  });
});

/** The shape of a QR symbol (pure): the QR sheets, the permit report and the PDF writer draw it from these runs. */

/** A QR symbol as the `qrcode` package makes it: `size` × `size` modules, row by row, truthy = dark. */
export interface QrMatrix {
  size: number;
  data: ArrayLike<number>;
}

/** The dark modules as horizontal runs `[row, column, length]` (few shapes to draw, on screen and in the PDF). */
export function darkRuns({ size, data }: QrMatrix): [number, number, number][] {
  const runs: [number, number, number][] = [];
  for (let r = 0; r < size; r++) {
    let c = 0;
    while (c < size) {
      if (!data[r * size + c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < size && data[r * size + c]) c++;
      runs.push([r, start, c - start]);
    }
  }
  return runs;
}

/** The SVG path of a symbol in module units, offset by the quiet zone (`margin` modules on each side). */
export const svgPath = (matrix: QrMatrix, margin = 4) =>
  darkRuns(matrix)
    .map(([r, c, n]) => `M${c + margin} ${r + margin}h${n}v1h-${n}z`)
    .join('');
